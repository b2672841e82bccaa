import useSWR from 'swr';
import { apiFetch } from '@/shared/api/client';
import { swrKeys } from '@/shared/api/swr-keys';
import type { Schemas } from '@/shared/api/types';

export type Config = Schemas['Config'];

/** GET /api/v1/config: the marketplace configuration. */
export function getConfig(): Promise<Config> {
  return apiFetch<Config>(swrKeys.config());
}

/**
 * The configuration, asked once per visit: it rarely changes, index.tsx puts it in the cache before
 * the first render, and asking again on every mount would redraw each part that reads it while the
 * first page draws.
 */
export function useConfig() {
  return useSWR(swrKeys.config(), getConfig, { revalidateOnFocus: false, revalidateIfStale: false });
}
