import useSWR from 'swr';
import { swrKeys, type CatalogueScope } from '@/shared/api/swr-keys';
import { fetchCatalogue } from '@/features/catalogue/api/fetch-catalogue';
import type { Item } from '@/features/catalogue/types';

/**
 * An item's details do not depend on the shopper's module or zones: one scope for every page, so the
 * quick view finds what a list put in the cache.
 */
export const DETAILS_SCOPE: CatalogueScope = { moduleId: null, zoneIds: null };

/** GET /api/v1/items/details/{id or slug}: one item with its variations and add-ons. */
export function getItem(key: string): Promise<Item> {
  return fetchCatalogue<Item>(swrKeys.item(key, DETAILS_SCOPE));
}

/** One item; null asks for nothing. */
export function useItem(key: string | number | null | undefined) {
  const wanted = key === null || key === undefined || key === '' ? null : String(key);
  return useSWR(wanted ? swrKeys.item(wanted, DETAILS_SCOPE) : null, fetchCatalogue<Item>);
}
