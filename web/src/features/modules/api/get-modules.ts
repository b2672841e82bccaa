import useSWR from 'swr';
import { apiFetch } from '@/shared/api/client';
import { swrKeys } from '@/shared/api/swr-keys';
import type { Schemas } from '@/shared/api/types';

/** A module as the API publishes it: id, name, type, icon, zones, labels (SPEC.md section 3). */
export type Module = Schemas['ModuleAnswer'];

/** GET /api/v1/module: the enabled, active modules. */
export function getModules(): Promise<Module[]> {
  return apiFetch<Module[]>(swrKeys.modules());
}

/** The module list; SPEC.md has it refetched each time the landing page or the module dialog opens. */
export function useModules() {
  return useSWR(swrKeys.modules(), getModules, { revalidateOnMount: true });
}
