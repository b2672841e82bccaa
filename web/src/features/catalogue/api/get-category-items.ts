import { swrKeys, type CatalogueScope, type PageQuery } from '@/shared/api/swr-keys';
import { fetchCatalogue } from '@/features/catalogue/api/fetch-catalogue';
import { usePagedList } from '@/features/catalogue/api/paged';
import type { Item, ItemPage } from '@/features/catalogue/types';

export const CATEGORY_ITEMS_PER_PAGE = 20;

/** GET /api/v1/categories/items/{id}: a page of a category's items, sub-categories included. */
export function getCategoryItems(id: number, page: PageQuery, scope: CatalogueScope): Promise<ItemPage> {
  return fetchCatalogue<ItemPage>(swrKeys.categoryItems(id, page, scope));
}

/** A category's items, page by page, with the item filters (`filter`, names joined by commas). */
export function useCategoryItems(id: number | null, scope: CatalogueScope, filter?: string) {
  return usePagedList<ItemPage, Item>(
    (offset) => (id === null ? null : swrKeys.categoryItems(id, { offset, limit: CATEGORY_ITEMS_PER_PAGE, filter }, scope)),
    (page) => page.items,
  );
}
