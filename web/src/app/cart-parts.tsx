import { lazy, Suspense } from 'react';
import { lazyAfterFirstView } from '@/shared/lib/after-first-view';
import type { CatalogueCartParts } from '@/features/catalogue/cart-parts';

// The cart's controls are their own chunks: a page of cards draws first, its cart states right after.
const CardCartControl = lazyAfterFirstView(() =>
  import(/* webpackChunkName: "card-cart" */ '@/features/cart/components/card-cart-control').then((module) => ({ default: module.CardCartControl })),
);
const ProductPurchase = lazy(() =>
  import(/* webpackChunkName: "product-purchase" */ '@/features/cart/components/product-purchase').then((module) => ({
    default: module.ProductPurchase,
  })),
);

/** The cart feature's parts as the catalogue shows them (features never import each other: composed here). */
export const cartParts: CatalogueCartParts = {
  CardCart: function CardCart(props) {
    return (
      <Suspense fallback={null}>
        <CardCartControl {...props} />
      </Suspense>
    );
  },
  Purchase: function Purchase(props) {
    return (
      <Suspense fallback={null}>
        <ProductPurchase {...props} />
      </Suspense>
    );
  },
};
