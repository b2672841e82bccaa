import { atom } from '@/shared/state/app-store';

/**
 * Drawers the app shell opens from its header and side drawer. The cart drawer is the cart
 * feature's, the wishlist drawer the wishlist feature's; the rental trip cart draws its empty state
 * until its issue.
 */

/** The shopping cart drawer: the regular cart, or the rental module's trip cart. */
export const cartDrawerAtom = atom<{ open: boolean; kind: 'items' | 'trips' }>({ open: false, kind: 'items' });

/** The wishlist drawer. */
export const wishlistDrawerOpenAtom = atom(false);

/** The compact header's side drawer. */
export const compactDrawerOpenAtom = atom(false);

/** The footer's map of the business address. */
export const addressMapOpenAtom = atom(false);
