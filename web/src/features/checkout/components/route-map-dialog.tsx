import { Button } from 'antd';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Point } from '@/features/checkout/model/directions';
import { formatDistance } from '@/shared/lib/numbers';
import { useOpenedOnce } from '@/shared/lib/opened-once';

// The dialog (antd's Modal: its code and run-time styles) is fetched on the first "See route": the
// checkout's first view draws only the button.
const RouteMapModal = lazy(() => import(/* webpackChunkName: "checkout-dialogs" */ '@/features/checkout/components/route-map-modal'));

interface Props {
  from: Point;
  to: Point;
  /** The server's distance (the quote's `distance_km`); null until quoted. */
  distanceKm: number | null;
  /** The map itself, drawn only once the dialog opens (the app passes the lazily loaded route map). */
  renderMap: (from: Point, to: Point) => ReactNode;
}

/**
 * SPEC.md's delivery route map: a "See route" button opening a dialog with the store and the delivery
 * point on a map, the server's distance and a directions link (new tab).
 */
export function RouteMapDialog({ from, to, distanceKm, renderMap }: Props) {
  const { t, i18n } = useTranslation('checkout');
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so the dialog still animates as it closes.
  const opened = useOpenedOnce(open);
  const distance = distanceKm == null ? null : formatDistance(distanceKm, i18n.language);
  return (
    <>
      <Button onClick={() => setOpen(true)}>{t('route.open')}</Button>
      {opened ? (
        <Suspense fallback={null}>
          <RouteMapModal open={open} onClose={() => setOpen(false)} from={from} to={to} distance={distance} renderMap={renderMap} />
        </Suspense>
      ) : null}
    </>
  );
}
