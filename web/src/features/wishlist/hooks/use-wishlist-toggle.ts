import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { useAtomValue, useSetAtom } from '@/shared/state/app-store';
import { authDialogAtom } from '@/shared/state/dialogs';
import { isLoggedInAtom } from '@/shared/state/session';
import { useApiErrorToast } from '@/shared/ui/use-api-error';
import { useFeedback } from '@/shared/ui/use-feedback';
import { addToWishlist, removeFromWishlist } from '@/features/wishlist/api/change-wishlist';
import { useWishlist, useWishlistKey } from '@/features/wishlist/api/get-wishlist';
import { contains, EMPTY_WISHLIST, withAdded, withRemoved } from '@/features/wishlist/model/wishlist';
import type { Wishlist, WishlistTarget } from '@/features/wishlist/types';

/** What a wishlist button needs: whether its target is a favourite, and the way to switch it. */
export interface WishlistToggle {
  isWishlisted: (target: WishlistTarget) => boolean;
  /** Add or remove; resolves true when the server took the change. */
  toggle: (target: WishlistTarget) => Promise<boolean>;
  /** Remove (the drawer's delete, after its confirmation). */
  remove: (target: WishlistTarget) => Promise<boolean>;
}

/**
 * The wishlist's changes, drawn at once: the cached list changes before the call (every card, the
 * quick view and the drawer show it) and goes back, with the server's message, when the call fails.
 * A guest is told 'You are not logged in.' (SPEC.md section 5) and offered sign-in; nothing is sent.
 */
export function useWishlistToggle(): WishlistToggle {
  const { t } = useTranslation('wishlist');
  const { message } = useFeedback();
  const showError = useApiErrorToast();
  const { mutate } = useSWRConfig();
  const key = useWishlistKey();
  const { data } = useWishlist();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const openAuth = useSetAtom(authDialogAtom);

  const change = useCallback(
    async (target: WishlistTarget, adding: boolean): Promise<boolean> => {
      if (!loggedIn || key === null) {
        void message.warning({ content: t('notLoggedIn'), key: 'login-required' });
        openAuth({ open: true, mode: 'sign-in' });
        return false;
      }
      const next = (current: Wishlist | undefined) => (adding ? withAdded : withRemoved)(current ?? EMPTY_WISHLIST, target);
      try {
        let text = '';
        await mutate<Wishlist>(
          key,
          async (current) => {
            text = (await (adding ? addToWishlist : removeFromWishlist)(target)).message;
            return next(current);
          },
          { optimisticData: next, rollbackOnError: true, revalidate: false },
        );
        // One toast per kind of change: an update of a toast that is closing can be lost.
        if (text) void message.success({ content: text, key: adding ? 'wishlist-added' : 'wishlist-removed' });
        return true;
      } catch (error) {
        showError(error);
        return false;
      }
    },
    [key, loggedIn, message, mutate, openAuth, showError, t],
  );

  return useMemo(
    () => ({
      isWishlisted: (target: WishlistTarget) => contains(data ?? EMPTY_WISHLIST, target),
      toggle: (target: WishlistTarget) => change(target, !contains(data ?? EMPTY_WISHLIST, target)),
      remove: (target: WishlistTarget) => change(target, false),
    }),
    [change, data],
  );
}
