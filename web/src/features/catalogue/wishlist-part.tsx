import { createContext, useContext } from 'react';
import type { Item, Store } from '@/features/catalogue/types';

/** The wishlist as item cards, the quick view, the product page, store cards and the store page show it. */
export interface CatalogueWishlist {
  isWishlisted: (item: Item) => boolean;
  /** Add or remove the item; the wishlist feature draws the change at once and says what failed. */
  toggle: (item: Item) => void;
  isStoreWishlisted: (store: Store) => boolean;
  /** Add or remove the store, as `toggle` does an item. */
  toggleStore: (store: Store) => void;
}

/** A hook giving the wishlist's state (the app provides the wishlist feature's; none by default). */
export type UseCatalogueWishlist = () => CatalogueWishlist | null;

const useNoWishlist: UseCatalogueWishlist = () => null;

const WishlistPartContext = createContext<UseCatalogueWishlist>(useNoWishlist);

/**
 * Provide the wishlist to the catalogue (a feature may not import another: the app composes the
 * wishlist feature in here). The value is a hook, the same for the app's whole life.
 */
export const WishlistPartProvider = WishlistPartContext.Provider;

/** The wishlist's state for the catalogue's buttons, or null when none is provided. */
export function useCatalogueWishlist(): CatalogueWishlist | null {
  const useWishlistPart = useContext(WishlistPartContext);
  return useWishlistPart();
}
