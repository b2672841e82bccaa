import { lazy, Suspense } from 'react';
import { productModalAtom } from '@/features/cart/state';
import { useAtomValue } from '@/shared/state/app-store';

const ProductModalDialog = lazy(() => import(/* webpackChunkName: "product-modal-dialog" */ '@/app/dialogs/product-modal-dialog'));

/** Mounted once by the app layout; nothing of the product modal loads until the cart opens it. */
export function ProductModalHost() {
  const open = useAtomValue(productModalAtom) !== null;
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <ProductModalDialog />
    </Suspense>
  );
}
