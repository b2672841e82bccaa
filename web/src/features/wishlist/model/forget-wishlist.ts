import { mutate } from 'swr';
import { isWishlistKey } from '@/shared/api/swr-keys';

/**
 * Forget every cached wishlist (logout): the favourites stay on the server for the next login, but
 * nothing of them shows to whoever uses the browser next, and the next customer's are asked afresh.
 */
export async function forgetWishlist(): Promise<void> {
  await mutate(isWishlistKey, undefined, { revalidate: false });
}
