import { useCallback } from 'react';
import { apiFetch } from '@/shared/api/client';
import { guestIdOf } from '@/features/cart/api/cart-owner';
import { useCartWrite } from '@/features/cart/api/use-cart-write';
import type { CartAddBody, CartLine } from '@/features/cart/types';

/** POST /api/v1/customer/cart/add: add a line (or raise an identical one); answers the whole cart. */
export function addToCart(body: CartAddBody): Promise<CartLine[]> {
  return apiFetch<CartLine[]>('/api/v1/customer/cart/add', { method: 'POST', body });
}

/** Add to the cart of `moduleId` (the item's module); the answer replaces that cart's cached list. */
export function useAddToCart() {
  const write = useCartWrite();
  return useCallback(
    (moduleId: number, body: Omit<CartAddBody, 'guest_id'>) =>
      write(moduleId, (owner) => addToCart({ ...body, guest_id: guestIdOf(owner) })),
    [write],
  );
}
