import type { ModulePolicy } from '@storefront/sdk';

/** Which of the header's icons show (SPEC.md section 2, "Header"). */
export interface HeaderActions {
  /** Guests only, where the module's policy offers it (not in parcel: SPEC.md's /track-order rule). */
  trackOrder: boolean;
  /** Logged-in customers: the profile inbox. */
  chat: boolean;
  /** Logged-in customers with a zone, where the module keeps wishlists. */
  wishlist: boolean;
  /** Modules with a shopping cart. */
  cart: boolean;
  /** Modules with a trip cart (rental). */
  ownCart: boolean;
}

export interface HeaderContext {
  loggedIn: boolean;
  hasZone: boolean;
  /** The chosen module's policy (useModulePolicy). */
  policy: ModulePolicy;
}

/** The header's icons for this visitor and module. */
export function headerActions({ loggedIn, hasZone, policy }: HeaderContext): HeaderActions {
  return {
    trackOrder: !loggedIn && policy.track_order,
    chat: loggedIn,
    wishlist: loggedIn && hasZone && policy.wishlist,
    cart: policy.cart === 'items',
    ownCart: policy.cart === 'own',
  };
}
