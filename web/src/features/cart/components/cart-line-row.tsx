import { QuantityControl } from '@storefront/sdk';
import { Button, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { lineOptionsText } from '@/features/cart/model/line-options';
import type { CartLine } from '@/features/cart/types';
import { ImageWithFallback } from '@/shared/ui/image-with-fallback';

export interface CartLineRowProps {
  line: CartLine;
  /** The line is changing on the server: its controls wait. */
  pending: boolean;
  formatPrice: (amount: number) => string;
  onOpen: (line: CartLine) => void;
  onQuantity: (line: CartLine, quantity: number) => void;
  onRemove: (line: CartLine) => void;
}

/** One cart line: picture, name (opens the product modal to edit it), options, quantity and line total. */
export function CartLineRow({ line, pending, formatPrice, onOpen, onQuantity, onRemove }: CartLineRowProps) {
  const { t } = useTranslation('cart');
  const options = lineOptionsText(line);
  return (
    <li className="cart-line">
      <ImageWithFallback src={line.item.image_full_url} alt="" width={64} height={64} className="cart-line__image" />
      <Button type="link" className="cart-line__name" onClick={() => onOpen(line)} aria-label={t('editLine', { name: line.item.name })}>
        {line.item.name}
      </Button>
      <span className="cart-line__price">{formatPrice(line.price)}</span>
      {options ? <p className="cart-line__options">{options}</p> : null}
      <Spin spinning={pending} size="small">
        <QuantityControl
          value={line.quantity}
          disabled={pending}
          label={t('lineQuantity', { name: line.item.name })}
          onIncrease={() => onQuantity(line, line.quantity + 1)}
          onDecrease={() => onQuantity(line, line.quantity - 1)}
          onRemove={() => onRemove(line)}
        />
      </Spin>
    </li>
  );
}
