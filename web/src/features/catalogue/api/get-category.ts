import useSWR from 'swr';
import { swrKeys, type CatalogueScope } from '@/shared/api/swr-keys';
import { fetchCatalogue } from '@/features/catalogue/api/fetch-catalogue';
import type { CategoryDetails } from '@/features/catalogue/types';

/** SPEC.md section 7: a category is cached like the list, 5 minutes. */
const CATEGORY_FRESH_MS = 5 * 60 * 1000;

/** GET /api/v1/categories/{id or slug}: a category with its sub-categories. */
export function getCategory(key: string, scope: CatalogueScope): Promise<CategoryDetails> {
  return fetchCatalogue<CategoryDetails>(swrKeys.category(key, scope));
}

/** One category and its sub-categories. */
export function useCategory(key: string | undefined, scope: CatalogueScope) {
  return useSWR(key ? swrKeys.category(key, scope) : null, fetchCatalogue<CategoryDetails>, {
    dedupingInterval: CATEGORY_FRESH_MS,
  });
}
