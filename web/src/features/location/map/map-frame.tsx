import { EnvironmentFilled, MinusOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, theme } from 'antd';
import { lazy, Suspense, useState, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isDark } from '@/features/location/map/dark';
import { chooseMapEngine } from '@/features/location/map/types';
import { clampZoom, formatPoint, initialZoom, ZOOM, type LatLng } from '@/features/location/model';
import '@/features/location/location.css';

const ENGINES = {
  leaflet: lazy(() => import(/* webpackChunkName: "map-leaflet" */ '@/features/location/map/leaflet-map')),
  google: lazy(() => import(/* webpackChunkName: "map-google" */ '@/features/location/map/google-map')),
};

export interface MapFrameProps {
  /** The configuration's Google Maps key; empty for the OpenStreetMap map. */
  mapApiKey: string;
  /** The point under the pin, when the caller keeps it; else the map keeps its own from `defaultCenter`. */
  center?: LatLng;
  defaultCenter?: LatLng;
  /** The zoom, when the caller keeps it; else the map keeps its own from `defaultZoom`. */
  zoom?: number;
  defaultZoom?: number;
  /** The customer moved the map: the point now under the pin. */
  onCenterChange?: (center: LatLng) => void;
  onZoomChange?: (zoom: number) => void;
  /** Zone outlines to draw; the map then opens at zoom 9 instead of 17. */
  zones?: LatLng[][];
  className?: string;
  /** More controls over the map (the picker's current-position button). */
  children?: ReactNode;
}

const NO_ZONES: LatLng[][] = [];
const ORIGIN: LatLng = { lat: 0, lng: 0 };

/** A value the caller may keep (controlled) or leave to us (from its default). */
function useControllable<T>(value: T | undefined, fallback: T, onChange?: (next: T) => void) {
  const [own, setOwn] = useState(fallback);
  const controlled = value !== undefined;
  const set = (next: T) => {
    if (!controlled) setOwn(next);
    onChange?.(next);
  };
  return [controlled ? value : own, set] as const;
}

/**
 * A map with a pin fixed at its centre: dragging the map moves the point under the pin. Zoom
 * buttons (0 to 22) and the coordinates sit above whichever engine draws the map, so the frame still
 * works, and shows where the pin is, when no map tile can be reached.
 */
export function MapFrame(props: MapFrameProps) {
  const { mapApiKey, zones = NO_ZONES, className, children } = props;
  const { t } = useTranslation('location');
  const { token } = theme.useToken();
  const [center, setCenter] = useControllable(props.center, props.defaultCenter ?? ORIGIN, props.onCenterChange);
  const [zoom, setZoom] = useControllable(
    props.zoom,
    props.defaultZoom ?? initialZoom(zones.length > 0),
    props.onZoomChange,
  );
  // Google's script may be unreachable (offline, blocked): the OpenStreetMap map takes over then.
  const [googleFailed, setGoogleFailed] = useState(false);
  const engine = googleFailed ? 'leaflet' : chooseMapEngine(mapApiKey);
  const Engine = ENGINES[engine];
  const dark = isDark(token.colorBgContainer);
  const coordinates = formatPoint(center);
  const style = {
    '--location-map-bg': token.colorFillTertiary,
    '--location-map-grid': token.colorBorder,
    '--location-map-pin': token.colorPrimary,
    '--location-map-label-bg': token.colorBgElevated,
    '--location-map-text': token.colorTextSecondary,
    '--location-map-link': token.colorLink,
  } as CSSProperties;

  return (
    <div
      className={['location-map', dark ? 'location-map--dark' : '', className ?? ''].join(' ').trim()}
      style={style}
      data-map-engine={engine}
    >
      <Suspense fallback={null}>
        <Engine
          apiKey={mapApiKey}
          center={center}
          zoom={zoom}
          onCenterChange={setCenter}
          onZoomChange={(next) => setZoom(clampZoom(next))}
          zones={zones}
          accent={token.colorPrimary}
          dark={dark}
          onUnavailable={() => setGoogleFailed(true)}
        />
      </Suspense>
      <span className="location-map__pin" aria-hidden="true">
        <EnvironmentFilled />
      </span>
      <span className="location-map__coordinates" aria-label={t('map.coordinatesLabel', coordinates)}>
        {t('map.coordinates', coordinates)}
      </span>
      <div className="location-map__controls">
        {children}
        <Button
          icon={<PlusOutlined aria-hidden />}
          aria-label={t('map.zoomIn')}
          title={t('map.zoomIn')}
          disabled={zoom >= ZOOM.max}
          onClick={() => setZoom(clampZoom(zoom + 1))}
        />
        <Button
          icon={<MinusOutlined aria-hidden />}
          aria-label={t('map.zoomOut')}
          title={t('map.zoomOut')}
          disabled={zoom <= ZOOM.min}
          onClick={() => setZoom(clampZoom(zoom - 1))}
        />
      </div>
    </div>
  );
}

export default MapFrame;
