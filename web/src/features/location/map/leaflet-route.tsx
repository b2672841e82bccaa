import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { addBaseTiles } from '@/features/location/map/leaflet-tiles';
import type { LatLng } from '@/features/location/model';

export interface LeafletRouteProps {
  from: LatLng;
  to: LatLng;
  fromLabel: string;
  toLabel: string;
  /** The colours of the start (the store) and of the line and end (the delivery point). */
  fromColour: string;
  toColour: string;
}

/** The largest zoom the two points are framed at: two points a street apart still show their streets. */
const MAX_FIT_ZOOM = 17;

/**
 * Two points and the straight line between them on OpenStreetMap (the delivery route map), framed so
 * both show. Circle markers, not Leaflet's pin images (which a bundler does not ship), each with its
 * name always shown.
 */
export default function LeafletRoute({ from, to, fromLabel, toLabel, fromColour, toColour }: LeafletRouteProps) {
  const { t } = useTranslation('location');
  const attribution = t('map.osmAttribution');
  const attach = useCallback(
    (element: HTMLDivElement | null) => {
      if (!element) return;
      const map = L.map(element, { zoomControl: true, attributionControl: true });
      addBaseTiles(map, attribution);
      const points: [number, number][] = [
        [from.lat, from.lng],
        [to.lat, to.lng],
      ];
      L.polyline(points, { color: toColour, weight: 3, dashArray: '6 6', interactive: false }).addTo(map);
      const marker = (point: [number, number], colour: string, label: string) =>
        L.circleMarker(point, { radius: 9, color: '#fff', weight: 3, fillColor: colour, fillOpacity: 1 })
          .bindTooltip(label, { permanent: true, direction: 'top', offset: [0, -8] })
          .addTo(map);
      marker(points[0]!, fromColour, fromLabel);
      marker(points[1]!, toColour, toLabel);
      map.fitBounds(L.latLngBounds(points), { padding: [48, 48], maxZoom: MAX_FIT_ZOOM });
      const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => map.invalidateSize());
      resize?.observe(element);
      return () => {
        resize?.disconnect();
        map.remove();
      };
    },
    [from.lat, from.lng, to.lat, to.lng, fromLabel, toLabel, fromColour, toColour, attribution],
  );
  return <div ref={attach} className="location-map__canvas" data-testid="route-map" />;
}
