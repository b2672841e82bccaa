import { useTranslation } from 'react-i18next';
import type { CatalogueFormat } from '@/features/catalogue/hooks/use-catalogue-format';
import { hasDiscount, type ItemPrices } from '@/shared/lib/item-price';

interface Props {
  item: ItemPrices;
  format: CatalogueFormat;
  size?: 'default' | 'large';
}

/** The price to pay (the server's discounted price), and beside it the struck-out original when discounted. */
export function Price({ item, format, size = 'default' }: Props) {
  const { t } = useTranslation('catalogue');
  const now = item.discounted_price;
  const discounted = hasDiscount(item);
  return (
    <span className={`price price--${size}`}>
      <span className="price__now">{format.price(now)}</span>
      {discounted ? (
        <del className="price__was">
          <span className="visually-hidden">{t('price.was')} </span>
          {format.price(item.price)}
        </del>
      ) : null}
    </span>
  );
}

/** The discount as a badge text: "-25%" or "-€0.39"; null without a discount. */
export function discountText(item: ItemPrices, format: CatalogueFormat): string | null {
  if (!hasDiscount(item)) return null;
  return item.discount_type === 'percent' ? `-${Math.round(item.discount)}%` : `-${format.price(item.discount)}`;
}
