import { swrKeys, type CatalogueScope, type PageQuery } from '@/shared/api/swr-keys';
import { fetchCatalogue } from '@/features/catalogue/api/fetch-catalogue';
import { usePagedList } from '@/features/catalogue/api/paged';
import type { Item, ItemPage } from '@/features/catalogue/types';

const RESULTS_PER_PAGE = 20;

/** GET /api/v1/items/search?name=: items whose name contains `name`, most ordered first. */
export function searchItems(name: string, page: PageQuery, scope: CatalogueScope): Promise<ItemPage> {
  return fetchCatalogue<ItemPage>(swrKeys.searchItems(name, page, scope));
}

/** Search results page by page; nothing is asked for an empty text. */
export function useSearchItems(name: string, scope: CatalogueScope) {
  const text = name.trim();
  return usePagedList<ItemPage, Item>(
    (offset) => (text ? swrKeys.searchItems(text, { offset, limit: RESULTS_PER_PAGE }, scope) : null),
    (page) => page.items,
  );
}
