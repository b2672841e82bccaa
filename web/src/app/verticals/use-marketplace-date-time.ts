import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfig } from '@/shared/api/get-config';

/**
 * An instant as a date and time on the marketplace's clock (the configuration's time_zone), in the
 * shopper's language: what a web-vertical's host lends as `formatDateTime`. The configuration is in
 * the cache before the first render; without it the device's zone is the only one known. The format is
 * made at its first use, not with the page: the first Intl format of a page loads the browser's locale
 * data (web/src/shared/lib/plain-numbers.ts), and most pages never write a date.
 */
export function useMarketplaceDateTime(): (instant: string | Date) => string {
  const { data: config } = useConfig();
  const { i18n } = useTranslation();
  const timeZone = config?.time_zone;
  const language = i18n.language;
  return useMemo(() => {
    let format: Intl.DateTimeFormat | null = null;
    return (instant: string | Date) => (format ??= new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short', timeZone })).format(new Date(instant));
  }, [language, timeZone]);
}
