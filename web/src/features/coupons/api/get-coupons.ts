import useSWR from 'swr';
import { apiFetch } from '@/shared/api/client';
import { swrKeys, type CatalogueKey } from '@/shared/api/swr-keys';
import { useAtomValue } from '@/shared/state/app-store';
import { zoneIdsAtom } from '@/shared/state/location';
import type { Coupon } from '@/features/coupons/types';

/** The list asked for the zones its key names (the zoneId header). */
function fetchCoupons([path, , zoneIds]: CatalogueKey): Promise<Coupon[]> {
  return apiFetch<Coupon[]>(path, zoneIds ? { headers: { zoneId: `[${zoneIds}]` } } : {});
}

/**
 * GET /api/v1/coupon/list/all (public): the coupons running today in the shopper's chosen zones, of
 * every module, each applied at checkout to the store it fits.
 */
export function useRunningCoupons(enabled: boolean) {
  const zoneIds = useAtomValue(zoneIdsAtom);
  // Every module's: the key names no module.
  return useSWR(enabled ? swrKeys.coupons({ moduleId: null, zoneIds: zoneIds ?? null }) : null, fetchCoupons);
}
