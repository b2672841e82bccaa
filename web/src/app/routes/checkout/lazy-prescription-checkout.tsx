import { Skeleton } from 'antd';
import { lazy, Suspense, type ComponentProps } from 'react';

// An order of prescription images alone is a pharmacy shopper's page: its form loads when it is shown,
// not with the cart's checkout.
const LazyPrescriptionCheckout = lazy(() =>
  import(/* webpackChunkName: "checkout-prescription" */ '@/app/routes/checkout/prescription-checkout').then((m) => ({ default: m.PrescriptionCheckout })),
);

export function PrescriptionCheckout(props: ComponentProps<typeof LazyPrescriptionCheckout>) {
  return (
    <Suspense fallback={<Skeleton active />}>
      <LazyPrescriptionCheckout {...props} />
    </Suspense>
  );
}
