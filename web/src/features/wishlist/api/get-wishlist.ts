import useSWR from 'swr';
import { apiFetch } from '@/shared/api/client';
import { swrKeys, type WishlistKey } from '@/shared/api/swr-keys';
import { useAtomValue } from '@/shared/state/app-store';
import { chosenModuleAtom } from '@/shared/state/chosen-module';
import { isLoggedInAtom } from '@/shared/state/session';
import { EMPTY_WISHLIST } from '@/features/wishlist/model/wishlist';
import type { Wishlist } from '@/features/wishlist/types';

/** GET /api/v1/customer/wish-list: the favourites of the module the key names (moduleId header). */
export function getWishlist([path, moduleId]: WishlistKey): Promise<Wishlist> {
  return apiFetch<Wishlist>(path, { headers: moduleId === null ? undefined : { moduleId: String(moduleId) } });
}

/** The wishlist key of the chosen module; null for a guest, who has no wishlist and asks nothing. */
export function useWishlistKey(): WishlistKey | null {
  const loggedIn = useAtomValue(isLoggedInAtom);
  const chosen = useAtomValue(chosenModuleAtom);
  return loggedIn ? swrKeys.wishlist(chosen?.id ?? null) : null;
}

/** The customer's favourites in the chosen module; empty for a guest, without asking. */
export function useWishlist() {
  const key = useWishlistKey();
  const answer = useSWR(key, getWishlist);
  return { ...answer, data: key ? answer.data : EMPTY_WISHLIST };
}
