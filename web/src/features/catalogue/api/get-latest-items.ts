import useSWR from 'swr';
import { swrKeys, type CatalogueScope, type ItemListQuery } from '@/shared/api/swr-keys';
import { fetchCatalogue } from '@/features/catalogue/api/fetch-catalogue';
import { usePagedList } from '@/features/catalogue/api/paged';
import type { Item, ItemPage } from '@/features/catalogue/types';

export const ITEMS_PER_PAGE = 20;

/** GET /api/v1/items/latest: a page of items, newest first, optionally of one store or category. */
export function getLatestItems(query: ItemListQuery, scope: CatalogueScope): Promise<ItemPage> {
  return fetchCatalogue<ItemPage>(swrKeys.latestItems(query, scope));
}

/** The first page of latest items (a home page strip); a null scope asks for nothing. */
export function useLatestItems(scope: CatalogueScope | null, limit = ITEMS_PER_PAGE) {
  return useSWR(scope ? swrKeys.latestItems({ offset: 1, limit }, scope) : null, fetchCatalogue<ItemPage>);
}

/** Latest items of a store or category, page by page, with the item filters (`filter`); null asks for nothing. */
export function useLatestItemList(filters: { store_id?: number; category_id?: number; filter?: string; brand?: string } | null, scope: CatalogueScope) {
  return usePagedList<ItemPage, Item>(
    (offset) => (filters ? swrKeys.latestItems({ ...filters, offset, limit: ITEMS_PER_PAGE }, scope) : null),
    (page) => page.items,
  );
}
