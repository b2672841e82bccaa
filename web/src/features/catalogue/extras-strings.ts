import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import en from '@/features/catalogue/locales/en.json';
import fr from '@/features/catalogue/locales/fr.json';

/**
 * The strings of the catalogue's parts that pages of cards never draw on their first view (item filter
 * chips, the flash-sale note, a product's brand, nutrition and allergens). They travel in the chunks of
 * those parts, not in the bundled English every page loads (the home's first-load budget), and join
 * i18next under a namespace of their own the first time one of those parts renders.
 */
const NAMESPACE = 'catalogue-extras';
export const EXTRAS_STRINGS = { en, fr } as const;

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** `t` for the extras' strings ("flashSale.left", "filters.names.veg"), and the shopper's language. */
export function useExtrasTranslation(): { t: (key: string, values?: Record<string, unknown>) => string; language: string } {
  const { t, i18n } = useTranslation();
  if (!i18n.hasResourceBundle('en', NAMESPACE)) {
    for (const [language, strings] of Object.entries(EXTRAS_STRINGS)) i18n.addResourceBundle(language, NAMESPACE, strings, true, true);
  }
  const translate = useCallback((key: string, values: Record<string, unknown> = {}) => (t as unknown as Translate)(key, { ...values, ns: NAMESPACE }), [t]);
  return { t: translate, language: i18n.language };
}
