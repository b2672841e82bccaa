import useSWR from 'swr';
import { apiFetch } from '@/shared/api/client';
import { swrKeys } from '@/shared/api/swr-keys';
import type { Config } from '@/features/catalogue/types';

/** GET /api/v1/config: what the catalogue reads of it (money format, the veg/non-veg toggle). */
export function getConfig(): Promise<Config> {
  return apiFetch<Config>(swrKeys.config());
}

/** The configuration, sharing its cache entry with every other reader of the same key. */
export function useConfig() {
  return useSWR(swrKeys.config(), getConfig, { revalidateOnFocus: false });
}
