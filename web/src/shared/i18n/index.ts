import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, decidePageLanguage, isShipped } from '@/shared/i18n/language';
import { bundledResources, loadNamespace, type Namespace } from '@/shared/i18n/resources';

/** Languages other than English arrive as a chunk of their own, the first time they are needed; English's
 * on-demand namespaces one by one. */
const lazyLanguages: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    loadNamespace(language, namespace as Namespace).then(
      (strings) => callback(null, strings ?? {}),
      (error: unknown) => callback(error instanceof Error ? error.message : String(error), null),
    );
  },
};

/**
 * Start i18next synchronously in `language` (by default the page's language, decided here once and sent
 * with every API call too). English is bundled; another language's strings are
 * fetched at once (wait for `i18nReady()` before the first render, so no text flashes in English). A
 * code we ship no strings for (an RTL code such as "ar") keeps its direction while the texts fall back
 * to English.
 */
export function initI18n(language: string = decidePageLanguage()): typeof i18n {
  if (!i18n.isInitialized) {
    void i18n
      .use(lazyLanguages)
      .use(initReactI18next)
      .init({
        resources: bundledResources,
        partialBundledLanguages: true,
        lng: language,
        fallbackLng: DEFAULT_LANGUAGE,
        defaultNS: 'common',
        ns: Object.keys(bundledResources.en),
        interpolation: { escapeValue: false }, // React escapes already
        initAsync: false,
      });
  }
  if (typeof document !== 'undefined') {
    document.documentElement.lang = language;
    document.documentElement.dir = i18n.dir(language);
    // A right-to-left code we ship no strings for lays the page out right to left while its texts are
    // English: each text then takes its own direction (styles.css), so "Search items..." keeps its dots
    // at the end instead of the start.
    document.documentElement.classList.toggle('texts-in-fallback', !isShipped(language));
  }
  return i18n;
}

/** Resolves once the strings of `languages` (the current language by default) are loaded. */
export function i18nReady(languages: readonly string[] = [i18n.language]): Promise<void> {
  return new Promise((resolve) => {
    void i18n.loadLanguages([...languages], () => resolve());
  });
}

export { i18n };
