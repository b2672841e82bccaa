import type { CatalogueScope } from '@/shared/api/swr-keys';
import { useAtomValue } from '@/shared/state/app-store';
import { chosenModuleAtom } from '@/shared/state/chosen-module';
import { zoneIdsAtom } from '@/shared/state/location';

export type { CatalogueScope };

/** The shopper's own scope: the chosen module and the zones of the chosen location. */
export function useCatalogueScope(): CatalogueScope {
  const chosenModule = useAtomValue(chosenModuleAtom);
  const zoneIds = useAtomValue(zoneIdsAtom);
  return { moduleId: chosenModule?.id ?? null, zoneIds: zoneIds ?? null };
}
