import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { revokeToken } from '@/features/account/api/auth';
import { forgetCustomerInfo } from '@/features/account/api/profile';
import { logOut } from '@/features/account/model/logout';
import { useStore } from '@/shared/state/app-store';
import { tokenAtom } from '@/shared/state/session';
import { removeStored } from '@/shared/storage/local-storage';
import { STORAGE_KEYS } from '@/shared/storage/keys';
import { useFeedback } from '@/shared/ui/use-feedback';

export interface SignOutHereOptions {
  /** What the shopper is told once signed out. */
  successText: string;
  /** Ask the server to close this session; false when it already has (signing out everywhere). */
  revoke: boolean;
}

/**
 * Logout's steps after its confirmation (model/logout.ts): drop the token, forget the customer's
 * profile, cart and wishlist, say so and go home. Logout and "Sign out everywhere" both end here, so
 * this browser is left in the same state whichever way the customer leaves.
 */
export function useSignOutHere(clearLists: () => void | Promise<void>): (options: SignOutHereOptions) => Promise<void> {
  const { message } = useFeedback();
  const store = useStore();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return useCallback(
    ({ successText, revoke }: SignOutHereOptions) => {
      const token = store.get(tokenAtom);
      return logOut({
        clearToken: () => {
          store.set(tokenAtom, null);
          removeStored(STORAGE_KEYS.token); // the atom writes null; SPEC.md removes the key
        },
        revoke: () => (revoke && token ? revokeToken(token) : Promise.resolve()),
        clearLists: async () => {
          await Promise.all([clearLists(), forgetCustomerInfo()]);
        },
        pathname,
        navigate: (path) => void navigate(path),
        notifySuccess: (text) => void message.success(text),
        successText,
      });
    },
    [message, store, clearLists, pathname, navigate],
  );
}
