import useSWR from 'swr';
import { apiFetch } from '@/shared/api/client';
import { swrKeys, type CartKey } from '@/shared/api/swr-keys';
import { useAtomValue } from '@/shared/state/app-store';
import { chosenModuleAtom } from '@/shared/state/chosen-module';
import { guestIdAtom, tokenAtom } from '@/shared/state/session';
import { cartOwner, ownerKey } from '@/features/cart/api/cart-owner';
import { useModulePolicy } from '@/shared/api/module-policy';
import type { CartLine } from '@/features/cart/types';

/** GET /api/v1/customer/cart/list: the lines of one owner's cart in one module (moduleId header). */
export function getCart([path, moduleId, owner]: CartKey): Promise<CartLine[]> {
  const guestId = owner.startsWith('guest:') ? owner.slice('guest:'.length) : undefined;
  return apiFetch<CartLine[]>(path, { query: { guest_id: guestId }, headers: { moduleId: String(moduleId) } });
}

const NO_LINES: CartLine[] = [];

/**
 * The cart key of the chosen module for whoever shops now; null when there is no cart to read: the
 * module keeps no shopping cart (its policy: parcel has none, rental its own trip cart; SPEC.md section 2).
 */
export function useCartKey(): CartKey | null {
  const chosen = useAtomValue(chosenModuleAtom);
  const owner = cartOwner(useAtomValue(tokenAtom), useAtomValue(guestIdAtom));
  const { cart } = useModulePolicy();
  if (!chosen || cart !== 'items' || !owner) return null;
  return swrKeys.cart(chosen.id, ownerKey(owner));
}

/** The chosen module's cart lines; a shopper with no token and no guest id has none, without asking. */
export function useCartLines() {
  const key = useCartKey();
  const answer = useSWR(key, getCart);
  return { ...answer, data: key ? answer.data : NO_LINES };
}
