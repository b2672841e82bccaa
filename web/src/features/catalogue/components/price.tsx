import { useTranslation } from 'react-i18next';
import type { CatalogueFormat } from '@/features/catalogue/hooks/use-catalogue-format';
import { hasDiscount, type ItemPrices } from '@/shared/lib/item-price';
import '@/shared/ui/visually-hidden.css';
import '@/features/catalogue/components/price.css';

interface Props {
  item: ItemPrices;
  format: CatalogueFormat;
  size?: 'default' | 'large';
  /** What the price is for, as the server names the item's unit (`unit_type`: "hour" for a vehicle rented by
   * the hour, "kg"): shown as "/ hour", translated when the storefront knows the unit, as sent otherwise. */
  unit?: string | null;
}

/** The price to pay (the server's discounted price) and its unit, and beside it the struck-out original when
 * discounted. */
export function Price({ item, format, size = 'default', unit }: Props) {
  const { t } = useTranslation('catalogue');
  const now = item.discounted_price;
  const discounted = hasDiscount(item);
  return (
    <span className={`price price--${size}`}>
      <span className="price__now">{format.price(now)}</span>
      {unit ? <span className="price__unit">{t('price.per', { unit: t(`price.units.${unit}`, { defaultValue: unit }) })}</span> : null}
      {discounted ? (
        <del className="price__was">
          <span className="visually-hidden">{t('price.was')} </span>
          {format.price(item.price)}
        </del>
      ) : null}
    </span>
  );
}

/** The discount as a badge text: "-25%" ("-25 %" in French) or "-€0.39"; null without a discount. */
export function discountText(item: ItemPrices, format: CatalogueFormat): string | null {
  if (!hasDiscount(item)) return null;
  return format.discount(item.discount_type, item.discount);
}
