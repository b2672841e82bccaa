import { useVerticalTranslation, verticalNamespace } from '@storefront/sdk';
import { useTranslation } from 'react-i18next';
import en from './locales/en.json';
import fr from './locales/fr.json';

/**
 * The trip cart's strings: the module-switch hook exports them as its `resources` (the storefront adds
 * them when it loads), and the trip components add them through useTripTranslation. The vertical's
 * own chunk, fetched with every page while a rental module is chosen, stays small.
 */
export const resources = { en, fr };

/** The rental strings' translate function, once the trip cart's strings are in the namespace. */
export function useTripTranslation() {
  const { i18n } = useTranslation();
  const ns = verticalNamespace('rental');
  // A vertical's keys are added at run time: not among the storefront's typed ones.
  if (!i18n.hasResourceBundle(i18n.language, ns) || i18n.getResource(i18n.language, ns, 'addToTrip') === undefined) {
    for (const [language, strings] of Object.entries(resources)) i18n.addResourceBundle(language, ns, strings, true, true);
  }
  return useVerticalTranslation('rental');
}
