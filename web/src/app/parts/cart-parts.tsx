import { Suspense, type ReactNode } from 'react';
import { useVertical } from '@/app/verticals/use-vertical';
import { VerticalSlot } from '@/app/verticals/vertical-slot';
import { useVerticalHost } from '@/app/verticals/vertical-host';
import { verticalLoader } from '@/app/verticals/verticals';
import { lazyAfterFirstView } from '@/shared/lib/after-first-view';
import type { CatalogueCartParts } from '@/features/catalogue/cart-parts';
import type { Item } from '@/features/catalogue/types';

// The cart's controls are their own chunks, fetched after the first view: a page of cards, or a
// product's name, picture, price and description, draws first; the cart's parts right after.
const CardCartControl = lazyAfterFirstView(() =>
  import(/* webpackChunkName: "card-cart" */ '@/features/cart/components/card-cart-control').then((module) => ({ default: module.CardCartControl })),
);
const ProductPurchase = lazyAfterFirstView(() =>
  import(/* webpackChunkName: "product-purchase" */ '@/features/cart/components/product-purchase').then((module) => ({
    default: module.ProductPurchase,
  })),
);

/**
 * The item's purchase action: its module's own when the module's web-vertical supplies one (the
 * PurchaseAction slot), the cart's `regular` control otherwise.
 */
function ItemPurchase({ item, place, regular }: { item: Item; place: 'card' | 'details'; regular: ReactNode }) {
  const moduleType = item.module.module_type;
  const host = useVerticalHost();
  const vertical = useVertical(moduleType);
  // Wait for the module's bundle rather than flash the regular control before the module's own, and
  // for the module's own action's code: the regular control would add to the wrong cart meanwhile.
  if (verticalLoader(moduleType) && !vertical) return null;
  const own = Boolean(vertical?.slots.PurchaseAction);
  return <VerticalSlot moduleType={moduleType} slot="PurchaseAction" props={{ item, place, host }} fallback={own ? null : regular} />;
}

/** The cart feature's parts as the catalogue shows them (features never import each other: composed here). */
export const cartParts: CatalogueCartParts = {
  CardCart: function CardCart(props) {
    return (
      <Suspense fallback={null}>
        <ItemPurchase item={props.item} place="card" regular={<CardCartControl {...props} />} />
      </Suspense>
    );
  },
  Purchase: function Purchase(props) {
    return (
      // The room of the quantity row and order buttons (product-details.css), so nothing moves when they arrive.
      <Suspense fallback={<div className="purchase-placeholder" aria-hidden="true" />}>
        <ItemPurchase item={props.item} place="details" regular={<ProductPurchase {...props} />} />
      </Suspense>
    );
  },
};
