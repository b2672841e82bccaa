import { useMemo } from 'react';
import useSWR from 'swr';
import { apiFetch } from '@/shared/api/client';
import { swrKeys } from '@/shared/api/swr-keys';
import type { Schemas } from '@/shared/api/types';
import type { LatLng } from '@/features/location/model';

/** GET /api/v1/zone/list: the delivery zones with their polygons. */
export function getZones(): Promise<Schemas['ZoneAnswer'][]> {
  return apiFetch<Schemas['ZoneAnswer'][]>(swrKeys.zones());
}

/** The outline of every delivery zone, for drawing on a map; empty until loaded or when `enabled` is false. */
export function useZonePolygons(enabled: boolean): LatLng[][] {
  const { data } = useSWR(enabled ? swrKeys.zones() : null, getZones, { revalidateOnFocus: false });
  // One array per answer: the map redraws the outlines only when they change.
  return useMemo(() => (data ?? []).map((zone) => zone.polygon).filter((polygon) => polygon.length >= 3), [data]);
}
