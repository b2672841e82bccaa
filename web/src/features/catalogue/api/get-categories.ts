import useSWR from 'swr';
import { swrKeys, type CatalogueScope } from '@/shared/api/swr-keys';
import { fetchCatalogue } from '@/features/catalogue/api/fetch-catalogue';
import type { CategoryPage } from '@/features/catalogue/types';

/** SPEC.md section 7: categories are cached 5 minutes. */
const CATEGORIES_FRESH_MS = 5 * 60 * 1000;

/** GET /api/v1/categories: the root categories of the scope's module. */
export function getCategories(scope: CatalogueScope): Promise<CategoryPage> {
  return fetchCatalogue<CategoryPage>(swrKeys.categories(scope));
}

/** The root categories a store sells from (its page's category chips), reused for five minutes. */
export function useStoreCategories(storeId: number | null, scope: CatalogueScope) {
  return useSWR(storeId === null ? null : swrKeys.storeCategories(storeId, scope), fetchCatalogue<CategoryPage>, {
    dedupingInterval: CATEGORIES_FRESH_MS,
  });
}

/** The module's root categories, reused for five minutes. */
export function useCategories(scope: CatalogueScope) {
  return useSWR(swrKeys.categories(scope), fetchCatalogue<CategoryPage>, { dedupingInterval: CATEGORIES_FRESH_MS });
}
