/** Which of the header's icons show (SPEC.md section 2, "Header"). */
export interface HeaderActions {
  /** Guests only, and not in the parcel module (SPEC.md's /track-order rule). */
  trackOrder: boolean;
  /** Logged-in customers: the profile inbox. */
  chat: boolean;
  /** Logged-in customers with a zone, not in parcel. */
  wishlist: boolean;
  /** Not in parcel or rental. */
  cart: boolean;
  /** Rental only. */
  rentalCart: boolean;
}

export interface HeaderContext {
  loggedIn: boolean;
  hasZone: boolean;
  moduleType: string | null;
}

/** The header's icons for this visitor and module. */
export function headerActions({ loggedIn, hasZone, moduleType }: HeaderContext): HeaderActions {
  const parcel = moduleType === 'parcel';
  const rental = moduleType === 'rental';
  return {
    trackOrder: !loggedIn && !parcel,
    chat: loggedIn,
    wishlist: loggedIn && hasZone && !parcel,
    cart: !parcel && !rental,
    rentalCart: rental,
  };
}
