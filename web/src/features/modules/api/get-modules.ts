import useSWR from 'swr';
import { apiFetch } from '@/shared/api/client';
import { swrKeys } from '@/shared/api/swr-keys';
import type { Module } from '@/shared/state/chosen-module';

export type { Module };

/** GET /api/v1/module: the enabled, active modules. */
export function getModules(): Promise<Module[]> {
  return apiFetch<Module[]>(swrKeys.modules());
}

/** The module list; SPEC.md has it refetched each time the landing page or the module dialog opens. */
export function useModules() {
  return useSWR(swrKeys.modules(), getModules, { revalidateOnMount: true });
}
