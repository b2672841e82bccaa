import useSWR from 'swr';
import { apiFetch } from '@/shared/api/client';
import { swrKeys } from '@/shared/api/swr-keys';
import type { Module } from '@/shared/state/chosen-module';

/** GET /api/v1/module: the modules, with their labels in the shopper's language. */
export function getModules(): Promise<Module[]> {
  return apiFetch<Module[]>(swrKeys.modules());
}

/**
 * The module list, for fresh labels: the chosen module is stored with the labels of the language it
 * was chosen in, and the shopper may have changed language since.
 */
export function useModules() {
  return useSWR(swrKeys.modules(), getModules, { revalidateOnFocus: false });
}
