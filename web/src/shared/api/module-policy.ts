import { policyOf, type ModulePolicy } from '@storefront/sdk';
import { useCallback } from 'react';
import { useModules } from '@/shared/api/get-modules';
import { useAtomValue } from '@/shared/state/app-store';
import { chosenModuleAtom } from '@/shared/state/chosen-module';

/**
 * The policy of a module, as GET /api/v1/module publishes it (its vertical's): the chosen module's by
 * default, or the module `moduleId` names (an item's own module). A shopping module's while nothing is
 * chosen or the list is loading. The one place shared code learns what a module offers: it never
 * compares module types.
 */
export function useModulePolicy(moduleId?: number | null): ModulePolicy {
  return useModulePolicies()(moduleId);
}

/** `useModulePolicy` for many modules at once (a list of cards): one reading of the chosen module and the list. */
export function useModulePolicies(): (moduleId?: number | null) => ModulePolicy {
  const chosen = useAtomValue(chosenModuleAtom);
  const { data: modules } = useModules();
  return useCallback(
    (moduleId?: number | null) => {
      const id = moduleId === undefined ? chosen?.id : moduleId;
      // The stored module carries the policy it was chosen with: it serves until the fresh list is there.
      return policyOf(modules?.find((module) => module.id === id) ?? (chosen && chosen.id === id ? chosen : null));
    },
    [chosen, modules],
  );
}
