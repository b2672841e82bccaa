import { useMemo } from 'react';
import { useCartLines } from '@/features/cart/api/get-cart';
import { cartSaved, cartSubtotal } from '@/features/cart/model/cart-totals';
import { pendingCartAtom } from '@/features/cart/state';
import type { CartLine } from '@/features/cart/types';
import { useAtomValue } from '@/shared/state/app-store';

const NO_LINES: CartLine[] = [];

/** The chosen module's cart: its lines, their totals and what is on its way to the server. */
export function useCart() {
  const { data, isLoading } = useCartLines();
  const pending = useAtomValue(pendingCartAtom);
  const lines = data ?? NO_LINES;
  return useMemo(
    () => ({
      lines,
      /** The header badge: how many lines the cart holds. */
      count: lines.length,
      subtotal: cartSubtotal(lines),
      saved: cartSaved(lines),
      loading: isLoading,
      pending,
      /** The lines holding `itemId`, whatever their options. */
      linesOf: (itemId: number) => lines.filter((line) => line.item_id === itemId),
    }),
    [lines, isLoading, pending],
  );
}
