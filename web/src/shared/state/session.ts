import { atom, atomWithStoredValue } from '@/shared/state/app-store';
import { STORAGE_KEYS } from '@/shared/storage/keys';

/** SPEC.md's "token" key: a customer is logged in exactly when a token is stored. */
export const tokenAtom = atomWithStoredValue<string | null>(STORAGE_KEYS.token, null);

/** Guest versus logged in is decided by the presence of a token (SPEC.md section 4). */
export const isLoggedInAtom = atom((get) => Boolean(get(tokenAtom)));

/**
 * SPEC.md's "guest_id" key: the id the server issued to this browser's guest (its cart is found by
 * it). Requested the first time a guest needs a cart, kept after login for the next guest visit.
 */
export const guestIdAtom = atomWithStoredValue<string | null>(STORAGE_KEYS.guestId, null);
