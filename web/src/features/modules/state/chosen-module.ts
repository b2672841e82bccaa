import type { Module } from '@/features/modules/api/get-modules';
import { atomWithStorage } from '@/shared/state/app-store';
import { STORAGE_KEYS } from '@/shared/storage/keys';

/** The module the customer chose, kept under SPEC.md's "module" key: the fetch client sends its id. */
export const chosenModuleAtom = atomWithStorage<Module | null>(STORAGE_KEYS.module, null, undefined, {
  getOnInit: true,
});
