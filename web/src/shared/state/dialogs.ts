import { atom } from '@/shared/state/app-store';

/**
 * App-wide dialogs any feature may ask for without importing the feature that draws them
 * (features never import each other): set the atom, the app layout renders the dialog.
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
