import { useTranslation } from 'react-i18next';
import { ImageWithFallback } from '@/shared/ui/image-with-fallback';
import '@/features/checkout/checkout.css';

interface Props {
  name: string;
  image: string | null;
  quantity: number;
  /** The chosen options as the product view named them. */
  options: readonly string[];
}

/** The one item Buy Now or Order Now orders, as the order summary lists it (its price is the quote's). */
export function OrderedItem({ name, image, quantity, options }: Props) {
  const { t } = useTranslation('checkout');
  return (
    <div className="ordered-item" role="group" aria-label={t('direct.itemLabel', { name, quantity })}>
      <ImageWithFallback src={image} alt="" width={56} height={56} className="ordered-item__image" />
      <div className="ordered-item__text">
        <strong className="ordered-item__name">{name}</strong>
        {options.length ? <span className="text-secondary">{options.join(' · ')}</span> : null}
        <span className="text-secondary">{t('direct.quantity', { count: quantity })}</span>
      </div>
    </div>
  );
}
