import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfig } from '@/features/catalogue/api/get-config';
import { currencyFormat, formatPrice } from '@/shared/lib/currency';
import { formatRating } from '@/shared/lib/numbers';

/** How catalogue components write money and ratings; passed down as a prop so they stay presentational. */
export interface CatalogueFormat {
  price: (amount: number) => string;
  rating: (rating: number) => string;
}

/** The marketplace's money and rating format, in the shopper's language. */
export function useCatalogueFormat(): CatalogueFormat {
  const { data: config } = useConfig();
  const { i18n } = useTranslation();
  return useMemo(() => {
    const currency = currencyFormat(config, i18n.language);
    return {
      price: (amount: number) => formatPrice(amount, currency),
      rating: (rating: number) => formatRating(rating, currency.decimals),
    };
  }, [config, i18n.language]);
}
