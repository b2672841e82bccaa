import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfig } from '@/shared/api/get-config';
import { currencyFormat } from '@/shared/lib/currency';
import { formatLargeNumber, formatRating } from '@/shared/lib/numbers';
import { formatMediumDate } from '@/shared/lib/plain-dates';

export interface ReviewFormat {
  /** An average with the marketplace's digit_after_decimal_point decimals ("4.50", "4,50"). */
  rating: (rating: number) => string;
  count: (value: number) => string;
  date: (iso: string) => string;
}

/** How the review components write ratings, counts and dates in the shopper's language (passed as a prop). */
export function useReviewFormat(): ReviewFormat {
  const { data: config } = useConfig();
  const { i18n } = useTranslation();
  return useMemo(() => {
    const { decimals } = currencyFormat(config, i18n.language);
    return {
      rating: (rating) => formatRating(rating, decimals, i18n.language),
      count: (value) => formatLargeNumber(value, i18n.language),
      // Not Intl's: a page's first Intl format loads the browser's locale data (plain-dates.ts).
      date: (iso) => formatMediumDate(new Date(iso), i18n.language),
    };
  }, [config, i18n.language]);
}
