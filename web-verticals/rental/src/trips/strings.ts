import { useVerticalTranslation, verticalNamespace } from '@storefront/sdk';
import { useTranslation } from 'react-i18next';
import { resources as tripCartResources } from '../trip/strings';
import en from './locales/en.json';
import fr from './locales/fr.json';

/**
 * The booked trips' strings, with the trip cart's (the trip summary's labels): the trips pages export
 * them as their `resources`, and the trip components add them through useTripsTranslation, so they
 * stay out of the vertical's own chunk.
 */
export const resources = {
  en: { ...tripCartResources.en, ...en },
  fr: { ...tripCartResources.fr, ...fr },
};

/** The rental strings' translate function, once the trips' strings are in the namespace. */
export function useTripsTranslation() {
  const { i18n } = useTranslation();
  const ns = verticalNamespace('rental');
  if (i18n.getResource(i18n.language, ns, 'trips_bookTrip') === undefined) {
    for (const [language, strings] of Object.entries(resources)) i18n.addResourceBundle(language, ns, strings, true, true);
  }
  return useVerticalTranslation('rental');
}
