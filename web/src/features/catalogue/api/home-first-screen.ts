import { swrKeys, type CatalogueKey, type CatalogueScope } from '@/shared/api/swr-keys';

/** Items in a home strip: about two screens' width; the rest is a category or a search away. */
export const HOME_STRIP_ITEMS = 10;
/** Stores in a home strip (SPEC.md: up to 12, with View all). */
export const HOME_STRIP_STORES = 12;

/**
 * The answers /home's first screen draws: its categories, popular stores and popular items
 * (containers/home-sections.tsx; the later sections ask when the shopper scrolls near them). The keys
 * their hooks use; web/boot/boot.js starts the same calls before the app's code has arrived.
 */
export function homeFirstScreenKeys(scope: CatalogueScope): CatalogueKey[] {
  return [
    swrKeys.categories(scope),
    swrKeys.popularStores({ offset: 1, limit: HOME_STRIP_STORES }, scope),
    swrKeys.popularItems({ offset: 1, limit: HOME_STRIP_ITEMS }, scope),
  ];
}
