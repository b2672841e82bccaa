import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfig } from '@/shared/api/get-config';
import { currencyFormat, formatPrice } from '@/shared/lib/currency';

/** Money in the marketplace's format and the shopper's language. */
export function useMoney(): (amount: number) => string {
  const { data: config } = useConfig();
  const { i18n } = useTranslation();
  return useCallback((amount: number) => formatPrice(amount, currencyFormat(config, i18n.language)), [config, i18n.language]);
}
