import { Spin } from 'antd';
import { lazy, Suspense } from 'react';
import { useMapSettings } from '@/features/location/api/get-map-settings';
import type { MapFrameProps } from '@/features/location/map/map-frame';
import '@/features/location/location.css';

const MapFrame = lazy(() => import(/* webpackChunkName: "location-map" */ '@/features/location/map/map-frame'));

export type MapViewProps = Omit<MapFrameProps, 'mapApiKey'> & {
  /** The Google Maps key; read from the configuration when not given ("" means the OpenStreetMap map). */
  mapApiKey?: string;
};

// The placeholder takes the map's own box (location.css's .location-map): nothing moves when the map comes.
const PLACEHOLDER_STYLE = { display: 'grid', placeItems: 'center' } as const;

/**
 * A map with a centre pin, its code loaded on first use: Google Maps when the configuration has a
 * key, OpenStreetMap otherwise. The footer shows the default location with it.
 */
export function MapView({ mapApiKey, ...props }: MapViewProps) {
  const { settings, error } = useMapSettings(mapApiKey === undefined);
  const key = mapApiKey ?? settings?.mapApiKey ?? (error ? '' : undefined);
  const placeholder = (
    <div style={PLACEHOLDER_STYLE} className={['location-map', props.className].filter(Boolean).join(' ')}>
      <Spin />
    </div>
  );
  if (key === undefined) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <MapFrame mapApiKey={key} {...props} />
    </Suspense>
  );
}
