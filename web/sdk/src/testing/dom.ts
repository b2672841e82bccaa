import { cleanup, configure } from '@testing-library/react';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach } from 'vitest';
import { verticalNamespace } from '../vertical';

/**
 * What a web-vertical's tests need of jsdom before drawing antd: media queries and size observers (jsdom
 * has neither; antd's grid, text areas, tabs and steps ask for them), a clean document after each test,
 * and a longer wait for what a form shows after a fake server's reply (the default second is not enough
 * on a busy two-core machine). Call it once from the bundle's test setup file.
 */
export function prepareVerticalDom(): void {
  window.matchMedia ??= (query: string) =>
    ({ matches: false, media: query, onchange: null, addListener: () => undefined, removeListener: () => undefined, addEventListener: () => undefined, removeEventListener: () => undefined, dispatchEvent: () => false }) as MediaQueryList;
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
  afterEach(cleanup);
  configure({ asyncUtilTimeout: 5000 });
}

/** i18next started in English with a vertical's strings under its namespace, per language given. */
export async function initVerticalStrings(moduleType: string, strings: Readonly<Record<string, Record<string, unknown>>>): Promise<void> {
  const namespace = verticalNamespace(moduleType);
  const resources = Object.fromEntries(Object.entries(strings).map(([language, words]) => [language, { [namespace]: words }]));
  await i18n.use(initReactI18next).init({ lng: 'en', resources });
}
