import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSWRConfig } from 'swr';
import { DETAILS_SCOPE } from '@/features/catalogue/api/get-item';
import { opensProductPage, productPath } from '@/features/catalogue/paths';
import type { Item } from '@/features/catalogue/types';
import { swrKeys } from '@/shared/api/swr-keys';
import { useAtomValue, useSetAtom } from '@/shared/state/app-store';
import { authDialogAtom, locationPickerAtom, quickViewItemAtom } from '@/shared/state/dialogs';
import { hasLocationAtom } from '@/shared/state/location';
import { isLoggedInAtom } from '@/shared/state/session';
import { useFeedback } from '@/shared/ui/use-feedback';

/** What a shopper can do with an item from a card or the product view. */
export interface ItemActions {
  /** Open the item: the product page or the quick view (SPEC.md section 2). */
  open: (item: Item) => void;
  quickView: (item: Item) => void;
  toggleWishlist: (item: Item) => void;
  addToCart: (item: Item) => void;
  buyNow: (item: Item) => void;
  orderNow: (item: Item) => void;
  isWishlisted: (item: Item) => boolean;
}

/**
 * The item actions. The cart and the wishlist arrive with their own issue; until then each button
 * says what it will need rather than doing nothing:
 * - add to cart and buy now without a stored location open the location picker (SPEC.md section 5:
 *   the add is blocked and a location alert opens). With a location, a polished store would add the
 *   line; guests keep a cart too, so asking them to sign in would be wrong: the shopper is told
 *   plainly that the cart is not open yet.
 * - the wishlist needs a login (SPEC.md: 'You are not logged in.'), so a guest gets that message and
 *   the sign-in dialog; a customer is told the wishlist is not open yet.
 * - Order Now on a campaign item needs a login too (SPEC.md section 6), then the cart.
 */
export function useItemActions(): ItemActions {
  const { t } = useTranslation('catalogue');
  const { message } = useFeedback();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const hasLocation = useAtomValue(hasLocationAtom);
  const loggedIn = useAtomValue(isLoggedInAtom);
  const setQuickView = useSetAtom(quickViewItemAtom);
  const setLocationPicker = useSetAtom(locationPickerAtom);
  const setAuthDialog = useSetAtom(authDialogAtom);

  const quickView = useCallback(
    (item: Item) => {
      // The list answer already holds the whole item: the modal opens at once, then refreshes it.
      void mutate(swrKeys.item(String(item.id), DETAILS_SCOPE), item, { revalidate: false });
      setQuickView(item.id);
    },
    [mutate, setQuickView],
  );

  const needsLocation = useCallback(() => {
    if (hasLocation) return false;
    setLocationPicker({ open: true, reason: 'required' });
    return true;
  }, [hasLocation, setLocationPicker]);

  const needsLogin = useCallback(
    (text: string) => {
      if (loggedIn) return false;
      void message.warning({ content: text, key: 'login-required' });
      setAuthDialog({ open: true, mode: 'sign-in' });
      return true;
    },
    [loggedIn, message, setAuthDialog],
  );

  const cartNotOpen = useCallback(() => {
    void message.info({ content: t('actions.cartSoon'), key: 'cart-soon' });
  }, [message, t]);

  return useMemo(
    () => ({
      open: (item: Item) => (opensProductPage(item) ? void navigate(productPath(item)) : quickView(item)),
      quickView,
      toggleWishlist: () => {
        if (needsLogin(t('actions.notLoggedIn'))) return;
        void message.info({ content: t('actions.wishlistSoon'), key: 'wishlist-soon' });
      },
      addToCart: () => {
        if (!needsLocation()) cartNotOpen();
      },
      buyNow: () => {
        if (!needsLocation()) cartNotOpen();
      },
      orderNow: () => {
        if (!needsLogin(t('actions.loginToOrder')) && !needsLocation()) cartNotOpen();
      },
      isWishlisted: () => false,
    }),
    [cartNotOpen, message, navigate, needsLocation, needsLogin, quickView, t],
  );
}
