import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { mutate } from 'swr';
import { afterEach, vi } from 'vitest';

/*
 * The test files of a worker share one module cache and one window (vitest.config.ts: isolate false, which
 * spares each file the start of a process and the loading of React, antd and jsdom). This file runs before
 * each of them and gives it what a fresh worker would: the storefront's own modules evaluated anew (the app's
 * jotai store, module-level caches), and the libraries' and the window's shared state put back.
 */
vi.resetModules();
// swr's global cache (the app's, which index.tsx fills) starts empty.
await mutate(() => true, undefined, { revalidate: false });
// The page's address, the document element's language, direction and classes, and what a test gave the
// navigator.
window.history.replaceState(null, '', '/');
for (const name of document.documentElement.getAttributeNames()) document.documentElement.removeAttribute(name);
Reflect.deleteProperty(navigator, 'geolocation');
window.localStorage.clear();
window.sessionStorage.clear();

const { initI18n } = await import('@/shared/i18n');
const { ON_DEMAND_NAMESPACES } = await import('@/shared/i18n/resources');

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
const i18n = initI18n('en');
// i18next's instance outlives the file that switched it to French.
if (i18n.language !== 'en') await i18n.changeLanguage('en');
await i18n.loadNamespaces([...ON_DEMAND_NAMESPACES]);

// Lazy routes and web-verticals are real dynamic imports; give them time on a busy machine.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  vi.unstubAllGlobals();
});
