/**
 * The wishlist feature's public pieces: the customer's favourites (GET /customer/wish-list per
 * module), the toggle every wishlist button uses, the drawer's view, and the logout hook point.
 */
export { useWishlist, useWishlistKey } from '@/features/wishlist/api/get-wishlist';
export { useWishlistToggle, type WishlistToggle } from '@/features/wishlist/hooks/use-wishlist-toggle';
export { WishlistDrawerView } from '@/features/wishlist/components/wishlist-drawer-view';
export { forgetWishlist } from '@/features/wishlist/model/forget-wishlist';
export type { Wishlist, WishlistItem, WishlistStore, WishlistTarget } from '@/features/wishlist/types';
