import type { ModulePolicy } from '@storefront/sdk';
import { atomWithStoredValue } from '@/shared/state/app-store';
import { STORAGE_KEYS } from '@/shared/storage/keys';
import type { Schemas } from '@/shared/api/types';

/**
 * A module as the API publishes it: id, name, type, icon, zones, labels (SPEC.md section 3) and its
 * vertical's policy. A module stored before modules carried a policy has none: read it with policyOf.
 */
export type Module = Schemas['ModuleAnswer'] & { policy?: ModulePolicy };

/** The module the customer chose, kept under SPEC.md's "module" key: the fetch client sends its id. */
export const chosenModuleAtom = atomWithStoredValue<Module | null>(STORAGE_KEYS.module, null);
