import type { LatLng } from '@/features/location/model';

/**
 * The one small interface every map engine implements (DESIGN.md: Google Maps when a key is
 * configured, OpenStreetMap through Leaflet otherwise). The engine draws the map only; the centre
 * pin, zoom buttons and coordinates are drawn above it by MapFrame, the same for every engine.
 */
export interface MapEngineProps {
  /** The point under the centre pin. Changing it moves the map there. */
  center: LatLng;
  /** Zoom level, 0 to 22. Changing it zooms the map. */
  zoom: number;
  /** The customer moved the map (drag, keys): the point now under the centre pin. */
  onCenterChange: (center: LatLng) => void;
  /** The customer zoomed the map (wheel, pinch, double click). */
  onZoomChange: (zoom: number) => void;
  /** Zone outlines to draw, if any. */
  zones: LatLng[][];
  /** The colour zone outlines are drawn in. */
  accent: string;
  /** The page is in dark mode. */
  dark: boolean;
  /** The Google Maps key (the Google engine only). */
  apiKey: string;
  /** The engine's own code could not be loaded (Google's script unreachable): another engine takes over. */
  onUnavailable: () => void;
}

/** The engines there are. */
export type MapEngine = 'google' | 'leaflet';

/** Google Maps when the configuration has a map key, the OpenStreetMap map otherwise. */
export function chooseMapEngine(mapApiKey: string | null | undefined): MapEngine {
  return mapApiKey && mapApiKey.trim() !== '' ? 'google' : 'leaflet';
}
