import useSWR from 'swr';
import { getConfig } from '@/shared/api/get-config';
import { swrKeys } from '@/shared/api/swr-keys';
import type { LatLng } from '@/features/location/model';

/** What the maps need from the configuration. */
export interface MapSettings {
  /** A Google Maps key, or "" for the OpenStreetMap map. */
  mapApiKey: string;
  defaultLocation: LatLng | null;
}

/**
 * The configuration's map key and default location, from the config answer every page shares
 * (nothing is asked when `enabled` is false: a caller that already knows them).
 */
export function useMapSettings(enabled = true): { settings: MapSettings | undefined; error: unknown } {
  const key = enabled ? swrKeys.config() : null;
  const { data, error } = useSWR(key, getConfig, {
    revalidateOnFocus: false,
  });
  const settings = data
    ? { mapApiKey: data.map_api_key ?? '', defaultLocation: data.default_location ?? null }
    : undefined;
  return { settings, error };
}
