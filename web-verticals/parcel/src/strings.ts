import { useVerticalTranslation, verticalNamespace } from '@storefront/sdk';
import { useTranslation } from 'react-i18next';
import en from './pages/locales/en.json';
import fr from './pages/locales/fr.json';

/**
 * The send and track pages' strings: each page exports them as its `resources` (the storefront adds
 * them when the page loads); the parts add them themselves too (stories and tests draw them alone), so
 * the vertical's own chunk, fetched with every page of a parcel module, stays small.
 */
export const resources = { en, fr };

/** The parcel strings' translate function, once the pages' strings are in the namespace. */
export function useParcelTranslation() {
  const { i18n } = useTranslation();
  const ns = verticalNamespace('parcel');
  if (i18n.getResource(i18n.language, ns, 'sendTitle') === undefined) {
    for (const [language, strings] of Object.entries(resources)) i18n.addResourceBundle(language, ns, strings, true, true);
  }
  return useVerticalTranslation('parcel');
}
