import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { initI18n } from '@/shared/i18n';
import { ON_DEMAND_NAMESPACES } from '@/shared/i18n/resources';

// antd asks for media queries (responsive props, the system colour scheme); jsdom has none.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// jsdom has no ResizeObserver; antd's popups, menus, tabs, text areas and dialogs watch their sizes with
// it (nothing resizes in jsdom, so one that never reports is exact).
if (!window.ResizeObserver) {
  window.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

// The on-demand namespaces (checkout, orders, addresses, account, pages) are loaded before any test, as a page's Suspense waits for them.
await initI18n('en').loadNamespaces([...ON_DEMAND_NAMESPACES]);

// Lazy routes and web-verticals are real dynamic imports; give them time on a busy machine.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  vi.unstubAllGlobals();
});
