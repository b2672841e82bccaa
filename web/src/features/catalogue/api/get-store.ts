import useSWR from 'swr';
import { swrKeys, type CatalogueScope } from '@/shared/api/swr-keys';
import { fetchCatalogue } from '@/features/catalogue/api/fetch-catalogue';
import type { Store } from '@/features/catalogue/types';

/** GET /api/v1/stores/details/{id or slug}: one store with its hours and current discount. */
export function getStore(key: string, scope: CatalogueScope): Promise<Store> {
  return fetchCatalogue<Store>(swrKeys.store(key, scope));
}

/** One store. */
export function useStore(key: string | undefined, scope: CatalogueScope) {
  return useSWR(key ? swrKeys.store(key, scope) : null, fetchCatalogue<Store>);
}
