import { atom } from '@/shared/state/app-store';

/**
 * Drawers only the app shell opens for now. The cart (issue 4) and wishlist features will take them
 * over; until then the shell draws their empty states.
 */

/** The shopping cart drawer: the regular cart, or the rental module's trip cart. */
export const cartDrawerAtom = atom<{ open: boolean; kind: 'cart' | 'rental' }>({ open: false, kind: 'cart' });

/** The wishlist drawer. */
export const wishlistDrawerOpenAtom = atom(false);

/** The compact header's side drawer. */
export const compactDrawerOpenAtom = atom(false);

/** The footer's map of the business address. */
export const addressMapOpenAtom = atom(false);
