import { lazy, Suspense, type ReactNode } from 'react';
import type { Item } from '@/features/catalogue/types';
import { useAtomValue } from '@/shared/state/app-store';
import { quickViewItemAtom } from '@/shared/state/dialogs';

const QuickViewModal = lazy(() => import(/* webpackChunkName: "quick-view" */ '@/features/catalogue/containers/quick-view-modal'));

/**
 * The product quick-view modal, mounted once by the app layout. Nothing of it loads until a shopper
 * asks for a quick view: the modal and the product view are their own chunk. `below` draws what
 * other features add under the item (its reviews).
 */
export function QuickView({ below }: { below?: (item: Item) => ReactNode }) {
  const itemId = useAtomValue(quickViewItemAtom);
  if (itemId === null) return null;
  return (
    <Suspense fallback={null}>
      <QuickViewModal itemId={itemId} below={below} />
    </Suspense>
  );
}
