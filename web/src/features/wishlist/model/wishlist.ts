import type { Wishlist, WishlistTarget } from '@/features/wishlist/types';

/** A wishlist with nothing in it: what a customer has before the answer, and a guest always. */
export const EMPTY_WISHLIST: Wishlist = { item: [], store: [] };

/** The query a wishlist call names its target with (`?item_id=` or `?store_id=`). */
export function targetQuery(target: WishlistTarget): { item_id: number } | { store_id: number } {
  return target.kind === 'item' ? { item_id: target.item.id } : { store_id: target.store.id };
}

/** Whether the item (or store) of `target` is in `wishlist`. */
export function contains(wishlist: Wishlist, target: WishlistTarget): boolean {
  return target.kind === 'item'
    ? wishlist.item.some((item) => item.id === target.item.id)
    : wishlist.store.some((store) => store.id === target.store.id);
}

/** `wishlist` with the target added first (newest first, as the server lists them), once. */
export function withAdded(wishlist: Wishlist, target: WishlistTarget): Wishlist {
  if (contains(wishlist, target)) return wishlist;
  return target.kind === 'item'
    ? { ...wishlist, item: [target.item, ...wishlist.item] }
    : { ...wishlist, store: [target.store, ...wishlist.store] };
}

/** `wishlist` without the target. */
export function withRemoved(wishlist: Wishlist, target: WishlistTarget): Wishlist {
  return target.kind === 'item'
    ? { ...wishlist, item: wishlist.item.filter((item) => item.id !== target.item.id) }
    : { ...wishlist, store: wishlist.store.filter((store) => store.id !== target.store.id) };
}
