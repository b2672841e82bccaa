import { useCallback } from 'react';
import { apiFetch } from '@/shared/api/client';
import { guestIdOf } from '@/features/cart/api/cart-owner';
import { useCartWrite } from '@/features/cart/api/use-cart-write';
import type { CartLine } from '@/features/cart/types';

/** DELETE /api/v1/customer/cart/remove-item?cart_id=&guest_id=: drop one line; answers the whole cart. */
export function removeCartItem(cartId: number, guestId: string | undefined): Promise<CartLine[]> {
  return apiFetch<CartLine[]>('/api/v1/customer/cart/remove-item', { method: 'DELETE', query: { cart_id: cartId, guest_id: guestId } });
}

/** Drop a line of the cart of `moduleId`; the answer replaces that cart's cached list. */
export function useRemoveCartItem() {
  const write = useCartWrite();
  return useCallback(
    (moduleId: number, cartId: number) => write(moduleId, (owner) => removeCartItem(cartId, guestIdOf(owner))),
    [write],
  );
}
