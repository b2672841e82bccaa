import { useTranslation } from 'react-i18next';
import { useConfig } from '@/shared/api/get-config';
import { useModules } from '@/shared/api/get-modules';
import { useModulePolicy } from '@/shared/api/module-policy';
import type { ModuleLabels } from '@/features/catalogue/types';
import { useAtomValue } from '@/shared/state/app-store';
import { chosenModuleAtom } from '@/shared/state/chosen-module';

/** The module a catalogue page shows and how it names things. */
export interface CatalogueModule {
  id: number | null;
  type: string | null;
  name: string | null;
  /** foods / vehicles / items and restaurants / providers / stores, in the shopper's language. */
  labels: Pick<ModuleLabels, 'item' | 'items' | 'store' | 'stores'>;
  /** Veg and non-veg marks are on: a module whose policy has them (food) and the config's toggle_veg_non_veg. */
  vegNonVeg: boolean;
}

/**
 * The chosen module (or the module `moduleId` when a page is about another one, like a shared store
 * link), with its labels taken from the fresh module list when it has arrived.
 */
export function useCatalogueModule(moduleId?: number | null): CatalogueModule {
  const { t } = useTranslation('catalogue');
  const chosen = useAtomValue(chosenModuleAtom);
  const { data: modules } = useModules();
  const { data: config } = useConfig();
  const id = moduleId ?? chosen?.id ?? null;
  const policy = useModulePolicy(id);
  const module = modules?.find((m) => m.id === id) ?? (chosen?.id === id ? chosen : null);
  const labels = module?.labels ?? {
    item: t('labels.item'),
    items: t('labels.items'),
    store: t('labels.store'),
    stores: t('labels.stores'),
  };
  const type = module?.module_type ?? null;
  return {
    id,
    type,
    name: module?.module_name ?? null,
    labels,
    vegNonVeg: policy.diet_markers && Boolean(config?.toggle_veg_non_veg),
  };
}
