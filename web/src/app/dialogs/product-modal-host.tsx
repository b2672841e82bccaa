import { lazy, Suspense } from 'react';
import { productModalAtom } from '@/features/cart/state';
import { useAtomValue } from '@/shared/state/app-store';
import { useFocusReturn } from '@/shared/ui/focus-return';

const ProductModalDialog = lazy(() => import(/* webpackChunkName: "product-modal-dialog" */ '@/app/dialogs/product-modal-dialog'));

/**
 * Mounted once by the app layout; nothing of the product modal loads until the cart opens it. The modal
 * closes by going away: the focus goes back to the control that opened it (a card's Add to cart, a
 * drawer's line) as a keyboard user expects.
 */
export function ProductModalHost() {
  const open = useAtomValue(productModalAtom) !== null;
  useFocusReturn(open);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <ProductModalDialog />
    </Suspense>
  );
}
