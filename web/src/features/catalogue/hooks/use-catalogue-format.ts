import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfig } from '@/shared/api/get-config';
import { currencyFormat, formatPrice } from '@/shared/lib/currency';
import { deliveryRange, parseDeliveryTime } from '@/shared/lib/delivery-time';
import { formatLargeNumber, formatPercentOff, formatRating } from '@/shared/lib/numbers';

/** How catalogue components write money, ratings and delivery times; passed down as a prop so they stay presentational. */
export interface CatalogueFormat {
  price: (amount: number) => string;
  rating: (rating: number) => string;
  /** A count of ratings or reviews, shortened from 100,000 on ("150.0K"). */
  count: (value: number) => string;
  /** A discount badge: "-10%" ("-10 %" in French) for a percent, "-€0.39" for an amount. */
  discount: (type: string, value: number) => string;
  /** A store's delivery estimate in the shopper's language ("1-2 days" → "1–2 jours"); show it in a
   * <bdi>, or an RTL page turns "30–45 min" into "min 45–30". */
  deliveryTime: (text: string) => string;
}

/** The marketplace's money, rating, count and discount format, in the shopper's language. */
export function useCatalogueFormat(): CatalogueFormat {
  const { data: config } = useConfig();
  const { t, i18n } = useTranslation('catalogue');
  return useMemo(() => {
    const currency = currencyFormat(config, i18n.language);
    return {
      price: (amount: number) => formatPrice(amount, currency),
      rating: (rating: number) => formatRating(rating, currency.decimals, i18n.language),
      count: (value: number) => formatLargeNumber(value, i18n.language),
      discount: (type: string, value: number) =>
        type === 'percent' ? formatPercentOff(value, i18n.language) : `-${formatPrice(value, currency)}`,
      deliveryTime: (text: string) => {
        const time = parseDeliveryTime(text);
        if (!time) return text;
        return t(`deliveryEstimate.${time.unit}`, { count: time.to, range: deliveryRange(time) });
      },
    };
  }, [config, i18n.language, t]);
}
