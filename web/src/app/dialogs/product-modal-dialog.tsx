import { lazy, Suspense } from 'react';
import { useVertical } from '@/app/verticals/use-vertical';
import { VerticalSlot } from '@/app/verticals/vertical-slot';
import { verticalLoader } from '@/app/verticals/verticals';
import { CartApiBoundary } from '@/features/cart/components/cart-api-boundary';
import { productModalAtom } from '@/features/cart/state';
import { useConfig } from '@/shared/api/get-config';
import { useModulePolicy } from '@/shared/api/module-policy';
import { useAtom } from '@/shared/state/app-store';

const ProductModal = lazy(() =>
  import(/* webpackChunkName: "product-modal" */ '@/features/cart/components/product-modal').then((module) => ({ default: module.ProductModal })),
);

/**
 * The product modal the cart opens (an item with options from a card, a line from the drawer):
 * the module's own when its web-vertical has one (food's variant modal), the general one otherwise.
 */
export default function ProductModalDialog() {
  const [state, setState] = useAtom(productModalAtom);
  const moduleType = state?.item.module.module_type ?? null;
  const vertical = useVertical(moduleType);
  const { data: config } = useConfig();
  const policy = useModulePolicy(state?.item.module.id ?? null);
  if (!state || moduleType === null) return null;
  // Wait for the module's bundle rather than flash the general modal before the module's own.
  if (verticalLoader(moduleType) && !vertical) return null;
  const close = () => setState(null);
  const props = { item: state.item, line: state.line, vegNonVeg: Boolean(config?.toggle_veg_non_veg), countsStock: policy.counts_stock, onClose: close };
  return (
    <CartApiBoundary>
      <VerticalSlot
        moduleType={moduleType}
        slot="ProductModal"
        props={props}
        fallback={
          <Suspense fallback={null}>
            <ProductModal {...props} />
          </Suspense>
        }
      />
    </CartApiBoundary>
  );
}
