import useSWR from 'swr';
import { apiFetch } from '@/shared/api/client';
import { swrKeys } from '@/shared/api/swr-keys';
import type { Schemas } from '@/shared/api/types';

export type Config = Schemas['Config'];

/** GET /api/v1/config: what the cart reads of it (money format, free_delivery_over, guest checkout). */
export function getConfig(): Promise<Config> {
  return apiFetch<Config>(swrKeys.config());
}

/** The configuration, sharing its cache entry with every other reader of the same key. */
export function useConfig() {
  return useSWR(swrKeys.config(), getConfig, { revalidateOnFocus: false });
}
