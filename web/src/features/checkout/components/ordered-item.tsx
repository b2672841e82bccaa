import { useTranslation } from 'react-i18next';
import { ImageWithFallback } from '@/shared/ui/image-with-fallback';
import '@/features/checkout/checkout.css';

interface Props {
  name: string;
  image: string | null;
  quantity: number;
  /** The chosen options as the product view (or the cart line) names them. */
  options: readonly string[];
  /** The line's total as the server priced it, formatted; Buy Now's one item shows the quote's instead. */
  total?: string;
}

/** An item the order summary lists: Buy Now's or Order Now's one item, or a cart line with its total. */
export function OrderedItem({ name, image, quantity, options, total }: Props) {
  const { t } = useTranslation('checkout');
  return (
    <div className="ordered-item" role="group" aria-label={t('direct.itemLabel', { name, quantity })}>
      <ImageWithFallback src={image} alt="" width={56} height={56} className="ordered-item__image" />
      <div className="ordered-item__text">
        <strong className="ordered-item__name">{name}</strong>
        {options.length ? <span className="text-secondary">{options.join(' · ')}</span> : null}
        <span className="text-secondary">{t('direct.quantity', { count: quantity })}</span>
      </div>
      {total ? <span className="ordered-item__total">{total}</span> : null}
    </div>
  );
}
