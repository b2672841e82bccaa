import { apiFetch } from '@/shared/api/client';
import { targetQuery } from '@/features/wishlist/model/wishlist';
import type { WishlistChangeAnswer, WishlistTarget } from '@/features/wishlist/types';

/** POST /api/v1/customer/wish-list/add?item_id= | ?store_id= (adding twice is harmless). */
export function addToWishlist(target: WishlistTarget): Promise<WishlistChangeAnswer> {
  return apiFetch<WishlistChangeAnswer>('/api/v1/customer/wish-list/add', { method: 'POST', query: targetQuery(target) });
}

/** DELETE /api/v1/customer/wish-list/remove?item_id= | ?store_id= */
export function removeFromWishlist(target: WishlistTarget): Promise<WishlistChangeAnswer> {
  return apiFetch<WishlistChangeAnswer>('/api/v1/customer/wish-list/remove', { method: 'DELETE', query: targetQuery(target) });
}
