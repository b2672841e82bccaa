import useSWR from 'swr';
import { swrKeys, type CatalogueScope, type PageQuery } from '@/shared/api/swr-keys';
import { fetchCatalogue } from '@/features/catalogue/api/fetch-catalogue';
import { usePagedList } from '@/features/catalogue/api/paged';
import type { Store, StorePage } from '@/features/catalogue/types';

/** SPEC.md section 9: store lists show 12 a page. */
export const STORES_PER_PAGE = 12;

/** GET /api/v1/stores/popular: a page of stores, most ordered first. */
export function getPopularStores(page: PageQuery, scope: CatalogueScope): Promise<StorePage> {
  return fetchCatalogue<StorePage>(swrKeys.popularStores(page, scope));
}

/** The first page of popular stores (the home page strip); a null scope asks for nothing. */
export function usePopularStores(scope: CatalogueScope | null, limit = STORES_PER_PAGE) {
  return useSWR(scope ? swrKeys.popularStores({ offset: 1, limit }, scope) : null, fetchCatalogue<StorePage>);
}

/** Every popular store, page by page (the store list page). */
export function usePopularStoreList(scope: CatalogueScope | null) {
  return usePagedList<StorePage, Store>(
    (offset) => (scope ? swrKeys.popularStores({ offset, limit: STORES_PER_PAGE }, scope) : null),
    (page) => page.stores,
  );
}
