import L from 'leaflet';
import { ZOOM } from '@/features/location/model';

const TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
/** OpenStreetMap draws tiles up to 19; closer zooms enlarge those. */
const TILE_MAX_NATIVE_ZOOM = 19;

/** Tiles drawn here, under the map's own: with no tile server reachable, dragging still shows movement. */
const GridLayer = L.GridLayer.extend({
  createTile() {
    const tile = document.createElement('div');
    tile.className = 'location-map__grid-tile';
    return tile;
  },
}) as typeof L.GridLayer;

/** Below the tiles (pane 200), and out of the tile pane's dark-mode filter. */
const GRID_PANE = 'location-grid';

/**
 * Every Leaflet map's ground (the location picker's and the delivery route's): OpenStreetMap's tiles
 * with their attribution, over a grid that still shows the map moving when no tile can be had.
 */
export function addBaseTiles(map: L.Map, attribution: string): void {
  map.attributionControl.setPrefix(false);
  map.createPane(GRID_PANE).style.zIndex = '150';
  new GridLayer({ maxZoom: ZOOM.max, pane: GRID_PANE }).addTo(map);
  L.tileLayer(TILE_URL, { maxZoom: ZOOM.max, maxNativeZoom: TILE_MAX_NATIVE_ZOOM, attribution }).addTo(map);
}
