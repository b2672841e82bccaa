import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfig } from '@/shared/api/get-config';

/**
 * An instant as a date and time on the marketplace's clock (the configuration's time_zone), in the
 * shopper's language: what a web-vertical's host lends as `formatDateTime`. The configuration is in
 * the cache before the first render; without it the device's zone is the only one known.
 */
export function useMarketplaceDateTime(): (instant: string | Date) => string {
  const { data: config } = useConfig();
  const { i18n } = useTranslation();
  const timeZone = config?.time_zone;
  const format = useMemo(() => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short', timeZone }), [i18n.language, timeZone]);
  return useCallback((instant: string | Date) => format.format(new Date(instant)), [format]);
}
