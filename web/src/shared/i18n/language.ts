import { LANGUAGES, type Language } from '@storefront/sdk';
import { readStored, writeStored } from '@/shared/storage/local-storage';
import { STORAGE_KEYS } from '@/shared/storage/keys';

export const DEFAULT_LANGUAGE: Language = 'en';

/** SPEC.md: English (en, US) and French (fr, FR). */
export const LANGUAGE_COUNTRIES: Record<Language, string> = { en: 'US', fr: 'FR' };

function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** True for a language whose strings ship with the storefront (others show the English texts). */
export function isShipped(code: string): boolean {
  return isLanguage(code);
}

/** The language saved under "language-setting", or the browser's when it is one of ours. */
export function storedLanguage(storage?: Storage): Language {
  const stored = readStored(STORAGE_KEYS.language, storage);
  if (isLanguage(stored)) return stored;
  const browser = typeof navigator === 'undefined' ? '' : navigator.language.slice(0, 2);
  return isLanguage(browser) ? browser : DEFAULT_LANGUAGE;
}

/**
 * The stored language code as written, when it is a well-formed code: a right-to-left code such as "ar"
 * must still turn the page right to left (SPEC.md) even before its strings ship, and i18next falls back
 * to English for the texts. Anything else gives `storedLanguage()`: a French browser with nothing saved
 * gets "fr". web/boot/boot.js makes the same decision for the first view's early calls.
 */
export function storedLanguageCode(storage?: Storage): string {
  const stored = readStored(STORAGE_KEYS.language, storage);
  return typeof stored === 'string' && /^[a-z]{2,3}(-[A-Za-z]{2,4})?$/.test(stored) ? stored : storedLanguage(storage);
}

let decided: string | undefined;

/**
 * Decide the page's language, once, as it starts (shared/i18n's `initI18n`). The interface and every
 * API call (X-localization, shared/api/context-headers.ts) then speak it for the page's whole life, so
 * a French browser never gets a French interface over English content. Choosing another language saves
 * it and reloads the page (app/layout/language-switch.tsx).
 */
export function decidePageLanguage(): string {
  decided = storedLanguageCode();
  return decided;
}

/** The page's language as decided at start; before the decision (tests, stories), the same rule read now. */
export function pageLanguage(storage?: Storage): string {
  return decided ?? storedLanguageCode(storage);
}

/** Save the language and its text direction ("settings"), for the next page load. */
export function saveLanguage(language: Language, direction: 'ltr' | 'rtl'): void {
  writeStored(STORAGE_KEYS.language, language);
  const settings = readStored(STORAGE_KEYS.settings);
  writeStored(STORAGE_KEYS.settings, {
    ...(typeof settings === 'object' && settings !== null ? settings : {}),
    direction,
  });
}
