import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** A moment (ISO date-time) as a date and time in the shopper's language and time zone. */
export function useMoment(): (iso: string) => string {
  const { i18n } = useTranslation();
  return useCallback(
    (iso: string) => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso)),
    [i18n.language],
  );
}
