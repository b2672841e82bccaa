import useSWR from 'swr';
import { apiFetch } from '@/shared/api/client';
import { swrKeys } from '@/shared/api/swr-keys';
import type { Schemas } from '@/shared/api/types';

export type Config = Schemas['Config'];

/** GET /api/v1/config: the marketplace configuration. */
export function getConfig(): Promise<Config> {
  return apiFetch<Config>(swrKeys.config());
}

/** The configuration; it rarely changes, so a tab coming back into focus does not refetch it. */
export function useConfig() {
  return useSWR(swrKeys.config(), getConfig, { revalidateOnFocus: false });
}
