import { useTranslation } from 'react-i18next';
import { useLoginPrompt } from '@/features/catalogue/hooks/use-login-prompt';
import type { Store } from '@/features/catalogue/types';
import { useCatalogueWishlist } from '@/features/catalogue/wishlist-part';
import { useModulePolicy } from '@/shared/api/module-policy';

/** A store's wishlist state and the way to switch it, for its card and its page. */
export interface StoreWishlist {
  wishlisted: boolean;
  toggle: () => void;
}

/**
 * Whether `store` is a favourite, and the switch, through the wishlist feature (wishlist-part.tsx);
 * null where the store's module keeps no wishlist (its policy) and while the store loads. As for
 * items, a guest is told 'You are not logged in.' (SPEC.md) and offered sign-in, nothing being sent.
 */
export function useStoreWishlist(store: Store | undefined): StoreWishlist | null {
  const { t } = useTranslation('catalogue');
  const wishlist = useCatalogueWishlist();
  const needsLogin = useLoginPrompt();
  const keepsWishlist = useModulePolicy(store?.module_id ?? null).wishlist;
  if (!store || !keepsWishlist) return null;
  return {
    wishlisted: wishlist?.isStoreWishlisted(store) ?? false,
    toggle: () => {
      if (wishlist) wishlist.toggleStore(store);
      else needsLogin(t('actions.notLoggedIn'));
    },
  };
}
