import { lazy, Suspense } from 'react';

const Alert = lazy(() => import(/* webpackChunkName: "location-alert" */ '@/features/location/components/location-alert'));

/** The location alert's content, its code (antd's Alert) loaded when first shown. */
export function LocationAlertSlot() {
  return (
    <Suspense fallback={null}>
      <Alert />
    </Suspense>
  );
}
