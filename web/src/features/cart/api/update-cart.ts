import { useCallback } from 'react';
import { apiFetch } from '@/shared/api/client';
import { guestIdOf } from '@/features/cart/api/cart-owner';
import { useCartWrite } from '@/features/cart/api/use-cart-write';
import type { CartLine, CartUpdateBody } from '@/features/cart/types';

/** POST /api/v1/customer/cart/update: a line's new quantity and options; answers the whole cart. */
export function updateCart(body: CartUpdateBody): Promise<CartLine[]> {
  return apiFetch<CartLine[]>('/api/v1/customer/cart/update', { method: 'POST', body });
}

/** Update a line of the cart of `moduleId`; the answer replaces that cart's cached list. */
export function useUpdateCart() {
  const write = useCartWrite();
  return useCallback(
    (moduleId: number, body: Omit<CartUpdateBody, 'guest_id'>) =>
      write(moduleId, (owner) => updateCart({ ...body, guest_id: guestIdOf(owner) })),
    [write],
  );
}
