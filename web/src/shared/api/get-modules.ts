import useSWR from 'swr';
import { apiFetch } from '@/shared/api/client';
import { swrKeys } from '@/shared/api/swr-keys';
import type { Module } from '@/shared/state/chosen-module';

export type { Module };

/** GET /api/v1/module: the enabled, active modules, with their labels in the shopper's language. */
export function getModules(): Promise<Module[]> {
  return apiFetch<Module[]>(swrKeys.modules());
}

/**
 * The module list as the app has it (the header, the side rail, a store's module). Asked once per
 * visit: index.tsx puts it in the cache before the first render, and a list refreshed on every
 * mount would redraw the whole header while the first page draws. A language change reloads the
 * page, so labels stay in the shopper's language.
 */
export function useModules() {
  return useSWR(swrKeys.modules(), getModules, { revalidateIfStale: false });
}

/** The module list asked again on mount: SPEC.md has it refetched each time the landing page or the
 * module dialog opens. Everyone else sees the fresh list too (one cache key). */
export function useFreshModules() {
  return useSWR(swrKeys.modules(), getModules, { revalidateOnMount: true });
}
