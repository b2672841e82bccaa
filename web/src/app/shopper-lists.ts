import { policyOf } from '@storefront/sdk';
import type { Module } from '@/shared/state/chosen-module';

/**
 * Hook points for the shopper's lists, called by the shell's flows (module switch, logout). The
 * cart's code is fetched when a flow needs it: these run from the first page, the cart rarely.
 */

/**
 * SPEC.md section 4, module selection step 2: empty the cart of the module the shopper leaves
 * (`previous`), so going back to it starts afresh, as a single-cart storefront behaves.
 *
 * Only a shopping cart is emptied (the module's policy). Rental's trip cart is the exception SPEC.md describes: a trip cart whose provider's pickup zone the newly
 * selected zones still serve is kept ('Your cart has been cleared as the selected zone does not
 * support the previous pickup point.' otherwise). It belongs to the rental trip cart, which has its
 * own issue; it is decided here when that cart exists.
 */
export async function clearCartForModuleSwitch(previous: Module | null, next: Module): Promise<void> {
  if (!previous || previous.id === next.id || policyOf(previous).cart !== 'items') return;
  const { clearStoredCart } = await import(/* webpackChunkName: "cart-lists" */ '@/features/cart/api/clear-cart');
  await clearStoredCart(previous.id);
}

/**
 * SPEC.md section 4, logout: the cart and the wishlist of the customer who leaves disappear from the
 * page, and so do their saved addresses. They stay on the server for the customer's next login;
 * nothing of them shows to whoever uses the browser next.
 */
export async function clearShopperListsOnLogout(): Promise<void> {
  const [{ forgetCustomerCarts }, { forgetWishlist }, { forgetAddresses }] = await Promise.all([
    import(/* webpackChunkName: "cart-lists" */ '@/features/cart/model/forget-carts'),
    import(/* webpackChunkName: "cart-lists" */ '@/features/wishlist/model/forget-wishlist'),
    import(/* webpackChunkName: "cart-lists" */ '@/features/addresses/model/forget-addresses'),
  ]);
  await Promise.all([forgetCustomerCarts(), forgetWishlist(), forgetAddresses()]);
}
