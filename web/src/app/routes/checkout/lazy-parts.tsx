import { Skeleton } from 'antd';
import { lazy, Suspense, type ComponentProps } from 'react';

// Checkout's first view is the order form: the other outcomes of the page (a refused visit, Buy Now's
// form, an order placed) each bring antd components of their own (Result, ...), whose code and
// run-time styles cost a phone some hundreds of milliseconds of main thread before the form is usable.
// They load when they are shown instead.
const LazyAccessResult = lazy(() => import(/* webpackChunkName: "checkout-outcomes" */ '@/app/routes/access-result').then((m) => ({ default: m.AccessResult })));
const LazyDirectCheckout = lazy(() => import(/* webpackChunkName: "checkout-outcomes" */ '@/app/routes/checkout/direct-checkout').then((m) => ({ default: m.DirectCheckout })));
export function AccessResult(props: ComponentProps<typeof LazyAccessResult>) {
  return (
    <Suspense fallback={<Skeleton active />}>
      <LazyAccessResult {...props} />
    </Suspense>
  );
}

export function DirectCheckout(props: ComponentProps<typeof LazyDirectCheckout>) {
  return (
    <Suspense fallback={<Skeleton active />}>
      <LazyDirectCheckout {...props} />
    </Suspense>
  );
}

export { OrderPlaced } from '@/app/routes/checkout/lazy-order-placed';
