import { verticalNamespace } from '@storefront/sdk';
import { getI18n } from 'react-i18next';
import en from './locales/en.json';
import fr from './locales/fr.json';

/**
 * The trip cart's strings, added to the rental namespace when the trip code first loads: the
 * vertical's own chunk, fetched with every page while a rental module is chosen, stays small.
 */
export const tripResources = { en, fr };
const i18n = getI18n();
for (const [language, strings] of Object.entries(tripResources)) {
  i18n?.addResourceBundle(language, verticalNamespace('rental'), strings, true, true);
}
