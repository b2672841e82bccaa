import type { ReactNode } from 'react';
import { addressParts } from '@/app/parts/address-map-part';
import { cartParts } from '@/app/parts/cart-parts';
import { useAppWishlist } from '@/app/parts/wishlist-part';
import { AddressPartsProvider } from '@/features/addresses/map-part';
import { CartPartsProvider } from '@/features/catalogue/cart-parts';
import { WishlistPartProvider } from '@/features/catalogue/wishlist-part';

/**
 * What one feature shows of another, composed here because features never import each other: the
 * cart's controls and the wishlist's state on catalogue cards and views, the location feature's map
 * in the address modal.
 */
export function FeatureParts({ children }: { children: ReactNode }) {
  return (
    <CartPartsProvider value={cartParts}>
      <WishlistPartProvider value={useAppWishlist}>
        <AddressPartsProvider value={addressParts}>{children}</AddressPartsProvider>
      </WishlistPartProvider>
    </CartPartsProvider>
  );
}
