import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addBaseTiles } from '@/features/location/map/leaflet-tiles';
import type { MapEngineProps } from '@/features/location/map/types';
import { samePoint, ZOOM } from '@/features/location/model';

/** The OpenStreetMap map through Leaflet. */
export default function LeafletMap({ center, zoom, onCenterChange, onZoomChange, zones, accent }: MapEngineProps) {
  const { t } = useTranslation('location');
  const [map, setMap] = useState<L.Map | null>(null);
  // Leaflet's listeners are bound once; they read the latest props from here.
  const latest = useRef({ center, zoom, onCenterChange, onZoomChange });
  useEffect(() => {
    latest.current = { center, zoom, onCenterChange, onZoomChange };
  });
  const attribution = t('map.osmAttribution');

  // The map lives as long as its element: created when React attaches it, removed when it detaches.
  const attach = useCallback(
    (element: HTMLDivElement | null) => {
      if (!element) return;
      const { center: start, zoom: startZoom } = latest.current;
      const instance = L.map(element, {
        center: [start.lat, start.lng],
        zoom: startZoom,
        minZoom: ZOOM.min,
        maxZoom: ZOOM.max,
        zoomControl: false,
        // The pin marks the centre: zoom about the centre, never about the cursor.
        scrollWheelZoom: 'center',
        doubleClickZoom: 'center',
        touchZoom: 'center',
        worldCopyJump: true,
      });
      addBaseTiles(instance, attribution);
      instance.on('moveend', () => {
        const { lat, lng } = instance.getCenter().wrap();
        if (!samePoint({ lat, lng }, latest.current.center)) latest.current.onCenterChange({ lat, lng });
      });
      instance.on('zoomend', () => {
        if (instance.getZoom() !== latest.current.zoom) latest.current.onZoomChange(instance.getZoom());
      });
      const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => instance.invalidateSize());
      resize?.observe(element);
      setMap(instance);
      return () => {
        resize?.disconnect();
        instance.remove();
        setMap(null);
      };
    },
    [attribution],
  );

  // Follow the props only when they change: a re-render in the middle of a drag must not pull the map back.
  const { lat, lng } = center;
  useEffect(() => {
    if (!map) return;
    const shown = map.getCenter();
    if (!samePoint(shown, { lat, lng }) || map.getZoom() !== zoom) map.setView([lat, lng], zoom);
  }, [map, lat, lng, zoom]);

  useEffect(() => {
    if (!map || zones.length === 0) return;
    const style = { color: accent, weight: 2, fillColor: accent, fillOpacity: 0.08, interactive: false };
    const outlines = L.layerGroup(zones.map((zone) => L.polygon(zone.map(({ lat, lng }) => [lat, lng]), style)));
    outlines.addTo(map);
    return () => {
      outlines.remove();
    };
  }, [map, zones, accent]);

  return <div ref={attach} className="location-map__canvas" />;
}
