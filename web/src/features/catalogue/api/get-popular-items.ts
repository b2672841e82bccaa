import useSWR from 'swr';
import { swrKeys, type CatalogueScope, type ItemListQuery } from '@/shared/api/swr-keys';
import { fetchCatalogue } from '@/features/catalogue/api/fetch-catalogue';
import { usePagedList } from '@/features/catalogue/api/paged';
import type { Item, ItemPage } from '@/features/catalogue/types';

export const ITEMS_PER_PAGE = 20;

/** GET /api/v1/items/popular: a page of items, most ordered first, optionally of one store or category. */
export function getPopularItems(query: ItemListQuery, scope: CatalogueScope): Promise<ItemPage> {
  return fetchCatalogue<ItemPage>(swrKeys.popularItems(query, scope));
}

/** The first page of popular items (a home page strip); a null scope asks for nothing. */
export function usePopularItems(scope: CatalogueScope | null, limit = ITEMS_PER_PAGE) {
  return useSWR(scope ? swrKeys.popularItems({ offset: 1, limit }, scope) : null, fetchCatalogue<ItemPage>);
}

/** Popular items of a store or category, page by page; null filters mean none. */
export function usePopularItemList(filters: { store_id?: number; category_id?: number } | null, scope: CatalogueScope) {
  return usePagedList<ItemPage, Item>(
    (offset) => (filters ? swrKeys.popularItems({ ...filters, offset, limit: ITEMS_PER_PAGE }, scope) : null),
    (page) => page.items,
  );
}
