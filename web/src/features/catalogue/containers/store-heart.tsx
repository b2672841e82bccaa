import WishlistHeart from '@/features/catalogue/components/wishlist-heart';
import { useStoreWishlist } from '@/features/catalogue/hooks/use-store-wishlist';
import type { Store } from '@/features/catalogue/types';

/**
 * A store's wishlist heart, connected: filled when the store is a favourite, nothing where its module
 * keeps no wishlist. A default export: store cards and the store page fetch it after the first view
 * (lazy-store-heart.tsx), with the wishlist hooks it needs.
 */
export default function StoreHeart({ store, className }: { store: Store; className: string }) {
  const wishlist = useStoreWishlist(store);
  return wishlist ? <WishlistHeart wishlisted={wishlist.wishlisted} onToggle={wishlist.toggle} className={className} /> : null;
}
