import '@testing-library/jest-dom/vitest';
import { verticalNamespace } from '@storefront/sdk';
import { cleanup } from '@testing-library/react';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach } from 'vitest';
import vertical from '../src/index';
import { resources } from '../src/pages/prescription-order';

// antd asks for media queries; jsdom has none.
window.matchMedia ??= (query: string) =>
  ({ matches: false, media: query, onchange: null, addListener: () => undefined, removeListener: () => undefined, addEventListener: () => undefined, removeEventListener: () => undefined, dispatchEvent: () => false }) as MediaQueryList;

await i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { [verticalNamespace('pharmacy')]: { ...vertical.resources.en, ...resources.en } } } });
afterEach(cleanup);
