import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, storedLanguageCode } from '@/shared/i18n/language';
import { resources } from '@/shared/i18n/resources';

/**
 * Start i18next synchronously in `language`: every string is bundled, so the first render already
 * speaks the right language and no text flashes in English first. A code we ship no strings for (an
 * RTL code such as "ar") keeps its direction while the texts fall back to English.
 */
export function initI18n(language: string = storedLanguageCode()): typeof i18n {
  if (!i18n.isInitialized) {
    void i18n.use(initReactI18next).init({
      resources,
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      defaultNS: 'common',
      ns: Object.keys(resources.en),
      interpolation: { escapeValue: false }, // React escapes already
      initAsync: false,
    });
  }
  if (typeof document !== 'undefined') {
    document.documentElement.lang = language;
    document.documentElement.dir = i18n.dir(language);
  }
  return i18n;
}

export { i18n };
