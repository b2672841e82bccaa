import '@testing-library/jest-dom/vitest';
import { verticalNamespace } from '@storefront/sdk';
import { cleanup, configure } from '@testing-library/react';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach } from 'vitest';
import vertical from '../src/index';
import { resources } from '../src/trips/strings';

// antd asks for media queries; jsdom has none.
window.matchMedia ??= (query: string) =>
  ({ matches: false, media: query, onchange: null, addListener: () => undefined, removeListener: () => undefined, addEventListener: () => undefined, removeEventListener: () => undefined, dispatchEvent: () => false }) as MediaQueryList;

// antd's text areas, tabs and steps observe their size; jsdom has no ResizeObserver.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

await i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { [verticalNamespace('rental')]: { ...vertical.resources.en, ...resources.en } } } });
afterEach(cleanup);

// A form answering after a fake server's reply takes over the default second on a busy two-core machine.
configure({ asyncUtilTimeout: 5000 });
