import { lazy, Suspense } from 'react';
import { useAtomValue } from '@/shared/state/app-store';
import { quickViewItemAtom } from '@/shared/state/dialogs';

const QuickViewModal = lazy(() => import(/* webpackChunkName: "quick-view" */ '@/features/catalogue/containers/quick-view-modal'));

/**
 * The product quick-view modal, mounted once by the app layout. Nothing of it loads until a shopper
 * asks for a quick view: the modal and the product view are their own chunk.
 */
export function QuickView() {
  const itemId = useAtomValue(quickViewItemAtom);
  if (itemId === null) return null;
  return (
    <Suspense fallback={null}>
      <QuickViewModal itemId={itemId} />
    </Suspense>
  );
}
