import { CartApiProvider, type CartApi, type CartItem, type CartLineView } from '@storefront/sdk';
import { useMemo, type ReactNode } from 'react';
import { useCart } from '@/features/cart/hooks/use-cart';
import { useCartActions } from '@/features/cart/hooks/use-cart-actions';
import { useMoney } from '@/features/cart/hooks/use-money';
import type { CartLine, Item } from '@/features/cart/types';
import { useFeedback } from '@/shared/ui/use-feedback';

/**
 * The cart as the sdk offers it to product modals (the general one and a vertical's): the lines,
 * the money format and saving a choice, all through this feature's hooks.
 */
export function CartApiBoundary({ children }: { children: ReactNode }) {
  const cart = useCart();
  const actions = useCartActions();
  const formatPrice = useMoney();
  const { message } = useFeedback();
  const api = useMemo<CartApi>(
    () => ({
      lines: cart.lines,
      formatPrice,
      // The items and lines handed out through the sdk are the API's own objects, given back as they came.
      save: (item: CartItem, selection, line: CartLineView | null) => actions.save(item as unknown as Item, selection, line as CartLine | null),
      warn: (text) => void message.warning({ content: text, key: 'cart-warning' }),
      pending: cart.pending.size > 0,
    }),
    [cart.lines, cart.pending, formatPrice, actions, message],
  );
  return <CartApiProvider value={api}>{children}</CartApiProvider>;
}
