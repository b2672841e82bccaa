import { useMemo } from 'react';
import { offeredItemFilters } from '@/features/catalogue/item-filters';
import { useConfig } from '@/shared/api/get-config';
import { useModulePolicy } from '@/shared/api/module-policy';

/**
 * The item filters a list of `moduleId`'s items offers: its module policy's (food's veg and halal,
 * grocery's organic), less veg and non-veg while the configuration's toggle_veg_non_veg is off.
 */
export function useOfferedItemFilters(moduleId: number | null): string[] {
  const policyFilters = useModulePolicy(moduleId).item_filters;
  const { data: config } = useConfig();
  const vegNonVeg = Boolean(config?.toggle_veg_non_veg);
  return useMemo(() => offeredItemFilters(policyFilters, vegNonVeg), [policyFilters, vegNonVeg]);
}
