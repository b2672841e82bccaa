import { useMemo } from 'react';
import type { UseCatalogueWishlist } from '@/features/catalogue/wishlist-part';
import { useWishlistToggle } from '@/features/wishlist/hooks/use-wishlist-toggle';

/** The wishlist feature as the catalogue's item and store buttons use it (features never import each other: composed here). */
export const useAppWishlist: UseCatalogueWishlist = () => {
  const wishlist = useWishlistToggle();
  return useMemo(
    () => ({
      isWishlisted: (item) => wishlist.isWishlisted({ kind: 'item', item }),
      toggle: (item) => void wishlist.toggle({ kind: 'item', item }),
      isStoreWishlisted: (store) => wishlist.isWishlisted({ kind: 'store', store }),
      toggleStore: (store) => void wishlist.toggle({ kind: 'store', store }),
    }),
    [wishlist],
  );
};
