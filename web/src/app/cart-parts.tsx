import { Suspense } from 'react';
import { lazyAfterFirstView } from '@/shared/lib/after-first-view';
import type { CatalogueCartParts } from '@/features/catalogue/cart-parts';

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
      // The room of the quantity row and order buttons (catalogue.css), so nothing moves when they arrive.
      <Suspense fallback={<div className="purchase-placeholder" aria-hidden="true" />}>
        <ProductPurchase {...props} />
      </Suspense>
    );
  },
};
