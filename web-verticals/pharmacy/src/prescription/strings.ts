import { useVerticalTranslation, verticalNamespace } from '@storefront/sdk';
import { useTranslation } from 'react-i18next';
import en from './locales/en.json';
import fr from './locales/fr.json';

/**
 * The prescription order's own strings: "Order with prescription" adds them when it loads, so the
 * vertical's chunk, fetched with every page while a pharmacy module is chosen, stays small.
 */
export const resources = { en, fr };

/** The pharmacy strings' translate function, once the prescription order's strings are in the namespace. */
export function usePrescriptionTranslation() {
  const { i18n } = useTranslation();
  const ns = verticalNamespace('pharmacy');
  // A vertical's keys are added at run time: not among the storefront's typed ones.
  if (!i18n.hasResourceBundle(i18n.language, ns) || i18n.getResource(i18n.language, ns, 'orderWithPrescription') === undefined) {
    for (const [language, strings] of Object.entries(resources)) i18n.addResourceBundle(language, ns, strings, true, true);
  }
  return useVerticalTranslation('pharmacy');
}
