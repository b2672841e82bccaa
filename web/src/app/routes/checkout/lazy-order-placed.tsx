import { Skeleton } from 'antd';
import { lazy, Suspense, type ComponentProps } from 'react';
import { afterFirstView } from '@/shared/lib/after-first-view';

// The order-placed screen in its own lazy chunk (with checkout's other outcomes, lazy-parts.tsx), in a
// module of its own so that Buy Now's form, itself lazy, can show it without importing lazy-parts back.
const loadOrderPlaced = () => import(/* webpackChunkName: "checkout-outcomes" */ '@/app/routes/checkout/order-placed').then((m) => ({ default: m.OrderPlaced }));
const LazyOrderPlaced = lazy(loadOrderPlaced);
// The outcome a shopper on this page is there for: fetched once the form is drawn, so a placed order
// shows at once.
void afterFirstView().then(loadOrderPlaced);

export function OrderPlaced(props: ComponentProps<typeof LazyOrderPlaced>) {
  return (
    <Suspense fallback={<Skeleton active />}>
      <LazyOrderPlaced {...props} />
    </Suspense>
  );
}
