import { useCallback } from 'react';
import { mutate as mutateGlobal } from 'swr';
import { apiFetch } from '@/shared/api/client';
import { swrKeys } from '@/shared/api/swr-keys';
import { guestIdOf, ownerKey, storedCartOwner } from '@/features/cart/api/cart-owner';
import { isUnknownGuest, useCartWrite } from '@/features/cart/api/use-cart-write';
import type { CartLine } from '@/features/cart/types';

/** DELETE /api/v1/customer/cart/remove?guest_id=: empty the cart of module `moduleId`; answers []. */
export function clearCart(moduleId: number, guestId: string | undefined): Promise<CartLine[]> {
  return apiFetch<CartLine[]>('/api/v1/customer/cart/remove', {
    method: 'DELETE',
    query: { guest_id: guestId },
    headers: { moduleId: String(moduleId) },
  });
}

/** Empty the cart of `moduleId`; its cached list becomes the (empty) answer. */
export function useClearCart() {
  const write = useCartWrite();
  return useCallback((moduleId: number) => write(moduleId, (owner) => clearCart(moduleId, guestIdOf(owner))), [write]);
}

/**
 * Empty the stored owner's cart of `moduleId` outside React (the module switch). Nothing to do for
 * a shopper who never had a cart (no token, no guest id).
 */
export async function clearStoredCart(moduleId: number): Promise<void> {
  const owner = storedCartOwner();
  if (!owner) return;
  try {
    await clearCart(moduleId, guestIdOf(owner));
  } catch (error) {
    // A guest id the server never issued has no cart to empty.
    if (!isUnknownGuest(error)) throw error;
  }
  await mutateGlobal(swrKeys.cart(moduleId, ownerKey(owner)), [], { revalidate: false });
}
