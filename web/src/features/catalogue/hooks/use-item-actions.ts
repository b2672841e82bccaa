import type { ModulePolicy } from '@storefront/sdk';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSWRConfig } from 'swr';
import { DETAILS_SCOPE } from '@/features/catalogue/api/get-item';
import { useLoginPrompt } from '@/features/catalogue/hooks/use-login-prompt';
import { opensProductPage, productPath } from '@/features/catalogue/paths';
import type { Item } from '@/features/catalogue/types';
import { useCatalogueWishlist } from '@/features/catalogue/wishlist-part';
import { useModulePolicy } from '@/shared/api/module-policy';
import { swrKeys } from '@/shared/api/swr-keys';
import { useSetAtom } from '@/shared/state/app-store';
import { quickViewItemAtom } from '@/shared/state/dialogs';

/** What a shopper can do with an item from a card or the product view. */
export interface ItemActions {
  /**
   * Open the item: the product page or the quick view (SPEC.md section 2), as `policy` (its module's)
   * says; the chosen module's when not given.
   */
  open: (item: Item, policy?: Pick<ModulePolicy, 'product_page'>) => void;
  quickView: (item: Item) => void;
  toggleWishlist: (item: Item) => void;
  isWishlisted: (item: Item) => boolean;
}

/**
 * The item actions besides the cart (the cart feature's parts do that, see cart-parts.tsx). The
 * wishlist's state and changes are the wishlist feature's (wishlist-part.tsx); without it a guest
 * is still told the wishlist needs a login (SPEC.md: 'You are not logged in.') and offered sign-in.
 */
export function useItemActions(): ItemActions {
  const { t } = useTranslation('catalogue');
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const setQuickView = useSetAtom(quickViewItemAtom);
  const needsLogin = useLoginPrompt();
  const wishlist = useCatalogueWishlist();
  const chosenPolicy = useModulePolicy();

  const quickView = useCallback(
    (item: Item) => {
      // The list answer already holds the whole item: the modal opens at once, then refreshes it.
      void mutate(swrKeys.item(String(item.id), DETAILS_SCOPE), item, { revalidate: false });
      setQuickView(item.id);
    },
    [mutate, setQuickView],
  );

  return useMemo(
    () => ({
      open: (item: Item, policy = chosenPolicy) => (opensProductPage(item, policy) ? void navigate(productPath(item)) : quickView(item)),
      quickView,
      toggleWishlist: (item: Item) => {
        if (wishlist) wishlist.toggle(item);
        else needsLogin(t('actions.notLoggedIn'));
      },
      isWishlisted: (item: Item) => wishlist?.isWishlisted(item) ?? false,
    }),
    [chosenPolicy, navigate, needsLogin, quickView, t, wishlist],
  );
}
