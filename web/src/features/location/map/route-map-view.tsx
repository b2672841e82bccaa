import { Skeleton, theme } from 'antd';
import { lazy, Suspense, type CSSProperties } from 'react';
import { isDark } from '@/features/location/map/dark';
import type { LatLng } from '@/features/location/model';
import '@/features/location/location.css';
import '@/features/location/map/route-map.css';

// Leaflet and its styles load when a route is first shown, never with the page that offers it.
const LeafletRoute = lazy(() => import(/* webpackChunkName: "map-route" */ '@/features/location/map/leaflet-route'));

export interface RouteMapViewProps {
  from: LatLng;
  to: LatLng;
  fromLabel: string;
  toLabel: string;
}

/** A route from one point to another (the store to the delivery point) on the OpenStreetMap map. */
export function RouteMapView({ from, to, fromLabel, toLabel }: RouteMapViewProps) {
  const { token } = theme.useToken();
  const style = {
    '--location-map-bg': token.colorFillTertiary,
    '--location-map-grid': token.colorBorder,
    '--location-map-label-bg': token.colorBgElevated,
    '--location-map-text': token.colorTextSecondary,
    '--location-map-link': token.colorLink,
  } as CSSProperties;
  const dark = isDark(token.colorBgContainer);
  return (
    <div className={`location-map route-map${dark ? ' location-map--dark' : ''}`} style={style}>
      <Suspense fallback={<Skeleton.Node active className="route-map__loading" />}>
        <LeafletRoute from={from} to={to} fromLabel={fromLabel} toLabel={toLabel} fromColour={token.colorInfo} toColour={token.colorPrimary} />
      </Suspense>
    </div>
  );
}

export default RouteMapView;
