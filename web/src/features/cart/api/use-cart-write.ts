import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { ApiError } from '@/shared/api/errors';
import { swrKeys } from '@/shared/api/swr-keys';
import { useStore } from '@/shared/state/app-store';
import { guestIdAtom } from '@/shared/state/session';
import { ownerKey, type CartOwner } from '@/features/cart/api/cart-owner';
import { ensureCartOwner } from '@/features/cart/api/request-guest';
import type { CartLine } from '@/features/cart/types';

/** The server does not know this guest id (issued by another server or database): code `guest`. */
export const isUnknownGuest = (error: unknown) =>
  error instanceof ApiError && error.status === 404 && error.errors.some((entry) => entry.code === 'guest');

/**
 * Run a cart call for the current owner (a guest gets its id first) and keep its answer, the whole
 * cart of `moduleId`, as that cart's cached list: no second request to show the change. A stored
 * guest id the server never issued is replaced by a fresh one, once.
 */
export function useCartWrite() {
  const store = useStore();
  const { mutate } = useSWRConfig();
  return useCallback(
    async (moduleId: number, call: (owner: CartOwner) => Promise<CartLine[]>): Promise<CartLine[]> => {
      let owner = await ensureCartOwner(store);
      let lines: CartLine[];
      try {
        lines = await call(owner);
      } catch (error) {
        if (owner.kind !== 'guest' || !isUnknownGuest(error)) throw error;
        store.set(guestIdAtom, null);
        owner = await ensureCartOwner(store);
        lines = await call(owner);
      }
      await mutate(swrKeys.cart(moduleId, ownerKey(owner)), lines, { revalidate: false });
      return lines;
    },
    [store, mutate],
  );
}
