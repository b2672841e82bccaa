import useSWR from 'swr';
import { apiFetch } from '@/shared/api/client';
import { swrKeys, type CatalogueKey } from '@/shared/api/swr-keys';
import { useAtomValue } from '@/shared/state/app-store';
import { chosenModuleAtom } from '@/shared/state/chosen-module';
import { zoneIdsAtom } from '@/shared/state/location';
import type { Coupon } from '@/features/coupons/types';

/** The list asked for the module and zones its key names (their headers). */
function fetchCoupons([path, moduleId, zoneIds]: CatalogueKey): Promise<Coupon[]> {
  const headers: Record<string, string> = {};
  if (moduleId !== null) headers.moduleId = String(moduleId);
  if (zoneIds) headers.zoneId = `[${zoneIds}]`;
  return apiFetch<Coupon[]>(path, { headers });
}

/** GET /api/v1/coupon/list: the coupons running today for the shopper's chosen module and zones. */
export function useRunningCoupons(enabled: boolean) {
  const chosenModule = useAtomValue(chosenModuleAtom);
  const zoneIds = useAtomValue(zoneIdsAtom);
  const key = swrKeys.coupons({ moduleId: chosenModule?.id ?? null, zoneIds: zoneIds ?? null });
  return useSWR(enabled ? key : null, fetchCoupons);
}
