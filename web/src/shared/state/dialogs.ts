import { atom } from '@/shared/state/app-store';

/**
 * Every dialog and drawer of the app, opened by setting its atom: the app layout renders them. Any
 * feature may ask for one without importing the feature that draws it (features never import each
 * other); the shell's own drawers (cart, wishlist, the compact header's, the footer's map) live here too.
 */

/** The location picker; `reason` says why it opened (SPEC.md's location alert before add to cart). */
export const locationPickerAtom = atom<{ open: boolean; reason?: 'required' | 'change' }>({ open: false });

/** The module picker dialog. */
export const modulePickerOpenAtom = atom(false);

/**
 * The sign-in dialog, in sign-in or sign-up mode. `guestCheckout`: opened from the guest-or-login
 * prompt, so it also offers to go on to checkout as a guest.
 */
export const authDialogAtom = atom<{ open: boolean; mode: 'sign-in' | 'sign-up'; guestCheckout?: boolean }>({ open: false, mode: 'sign-in' });

/** The product quick-view modal for one item id. */
export const quickViewItemAtom = atom<number | null>(null);

/** The shopping cart drawer: the regular cart, or a module's own cart (policy `cart` "own"). */
export const cartDrawerAtom = atom<{ open: boolean; kind: 'items' | 'own' }>({ open: false, kind: 'items' });

/** The wishlist drawer. */
export const wishlistDrawerOpenAtom = atom(false);

/** The compact header's side drawer. */
export const compactDrawerOpenAtom = atom(false);

/** The footer's map of the business address. */
export const addressMapOpenAtom = atom(false);
