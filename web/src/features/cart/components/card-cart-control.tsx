import ShoppingCartOutlined from '@ant-design/icons/ShoppingCartOutlined';
import { initialSelection, needsOptions, QuantityControl } from '@storefront/sdk';
import { Button, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCart } from '@/features/cart/hooks/use-cart';
import { useCartActions } from '@/features/cart/hooks/use-cart-actions';
import { useLineQuantity, useQuantityCheck } from '@/features/cart/hooks/use-line-quantity';
import { itemPendingKey, linePendingKey, productModalAtom } from '@/features/cart/state';
import { asCartItem, type Item } from '@/features/cart/types';
import { useSetAtom } from '@/shared/state/app-store';
import { HoverHint } from '@/shared/ui/hover-hint';
import { useFeedback } from '@/shared/ui/use-feedback';
import '@/features/cart/cart.css';

export interface CardCartControlProps {
  item: Item;
  /** Non-food items without stock cannot be added. */
  outOfStock: boolean;
}

/**
 * An item card's cart state (SPEC.md section 4): add-to-cart while the item is not in the cart,
 * minus (delete at 1), count and plus once it is, a spinner while a change is on its way. Items
 * whose options must be chosen open the product modal instead of being added blindly.
 */
export function CardCartControl({ item, outOfStock }: CardCartControlProps) {
  const { t } = useTranslation('cart');
  const { message } = useFeedback();
  const cart = useCart();
  const actions = useCartActions();
  const quantity = useLineQuantity();
  const check = useQuantityCheck();
  const openProduct = useSetAtom(productModalAtom);
  const configurable = needsOptions(asCartItem(item));
  // A plain item has at most one line; an item with options is counted per line in the drawer.
  const line = configurable ? undefined : cart.linesOf(item.id).find((candidate) => candidate.variation.length === 0);
  const pending = cart.pending.has(itemPendingKey(item.id)) || (line !== undefined && cart.pending.has(linePendingKey(line.id)));

  if (line) {
    return (
      <div className="item-card__cart">
        <QuantityControl
          value={line.quantity}
          disabled={pending}
          label={t('lineQuantity', { name: item.name })}
          onIncrease={() => quantity.change(line, line.quantity + 1)}
          onDecrease={() => quantity.change(line, line.quantity - 1)}
          onRemove={() => quantity.remove(line)}
        />
      </div>
    );
  }
  // An item with options is added from the product modal, which shows the add on its way itself: the
  // card keeps its button, the one the modal gives the focus back to as it closes.
  if (pending && !configurable) {
    return (
      <div className="item-card__cart" role="status" aria-label={t('updating')}>
        <Spin size="small" />
      </div>
    );
  }
  const add = () => {
    if (configurable) return openProduct({ item, line: null });
    const problem = check(item, 1);
    if (problem) return void message.warning({ content: problem, key: 'cart-limit' });
    void actions.addItem(item, initialSelection(asCartItem(item)));
  };
  return (
    <div className="item-card__cart">
      <HoverHint title={t('cardAddToCart')} placement="start">
        <Button
          shape="circle"
          type="primary"
          icon={<ShoppingCartOutlined aria-hidden />}
          aria-label={t('cardAddToCart')}
          disabled={outOfStock}
          onClick={add}
        />
      </HoverHint>
    </div>
  );
}
