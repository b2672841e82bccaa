import { APIProvider, Map, Polygon, useMap, type MapCameraChangedEvent, type MapEvent } from '@vis.gl/react-google-maps';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { MapEngineProps } from '@/features/location/map/types';
import { samePoint, ZOOM, type LatLng } from '@/features/location/model';

/** Google Maps, for a marketplace whose configuration carries a map key. */
export default function GoogleMap(props: MapEngineProps) {
  const { apiKey, center, zoom, onCenterChange, onZoomChange, zones, accent, dark, onUnavailable } = props;
  const { i18n } = useTranslation();
  const reportCenter = ({ map }: MapEvent) => {
    const shown = map.getCenter();
    if (shown && !samePoint(shown.toJSON(), center)) onCenterChange(shown.toJSON());
  };
  const reportZoom = ({ detail }: MapCameraChangedEvent) => {
    if (detail.zoom !== zoom) onZoomChange(detail.zoom);
  };
  return (
    <APIProvider apiKey={apiKey} language={i18n.language} onError={onUnavailable}>
      <Map
        className="location-map__canvas"
        defaultCenter={center}
        defaultZoom={zoom}
        minZoom={ZOOM.min}
        maxZoom={ZOOM.max}
        disableDefaultUI
        clickableIcons={false}
        gestureHandling="greedy"
        colorScheme={dark ? 'DARK' : 'LIGHT'}
        onIdle={reportCenter}
        onZoomChanged={reportZoom}
      >
        <Camera center={center} zoom={zoom} />
        {zones.map((zone, index) => (
          <Polygon
            key={index}
            paths={zone}
            clickable={false}
            strokeColor={accent}
            strokeWeight={2}
            fillColor={accent}
            fillOpacity={0.08}
          />
        ))}
      </Map>
    </APIProvider>
  );
}

/** Moves the map when the props change (a place was chosen, a zoom button pressed). */
function Camera({ center: { lat, lng }, zoom }: { center: LatLng; zoom: number }) {
  const map = useMap();
  useEffect(() => {
    if (!map) return;
    const shown = map.getCenter();
    if (!shown || !samePoint(shown.toJSON(), { lat, lng })) map.panTo({ lat, lng });
    if (map.getZoom() !== zoom) map.setZoom(zoom);
  }, [map, lat, lng, zoom]);
  return null;
}
