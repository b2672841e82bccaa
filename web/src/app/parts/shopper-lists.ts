import { policyOf, type VerticalHost } from '@storefront/sdk';
import type { Module } from '@/shared/state/chosen-module';

/**
 * Hook points for the shopper's lists, called by the shell's flows (module switch, logout). The
 * cart's code is fetched when a flow needs it: these run from the first page, the cart rarely.
 */

/**
 * SPEC.md section 4, module selection step 2: empty the cart of the module the shopper leaves
 * (`previous`), so going back to it starts afresh, as a single-cart storefront behaves.
 *
 * Only a shopping cart is emptied here (the module's policy). A module with a cart of its own (policy
 * `cart` "own": rental's trip cart) decides through its web-vertical's onModuleSwitch hook, for the
 * module left and the one chosen: rental keeps its trip cart when the selected zones serve its
 * provider's pickup zone and empties it otherwise. Answers what those hooks ask to tell the shopper.
 */
export async function clearCartForModuleSwitch(previous: Module | null, next: Module, host: VerticalHost): Promise<string[]> {
  const own = [previous, next].flatMap((m) => (m && policyOf(m).cart === 'own' ? [m] : []));
  // The hooks' code (and the vertical's) is fetched only when a module with a cart of its own is involved.
  const said = own.length > 0 ? await import(/* webpackChunkName: "cart-lists" */ '@/app/verticals/cart-switch-hooks').then((m) => m.keepOwnCartsForZones(own, host)) : [];
  if (previous && previous.id !== next.id && policyOf(previous).cart === 'items') {
    const { clearStoredCart } = await import(/* webpackChunkName: "cart-lists" */ '@/features/cart/api/clear-cart');
    await clearStoredCart(previous.id);
  }
  return said;
}

/**
 * SPEC.md section 4 for a zone switch (a new location saved from the header): every module with a
 * cart of its own keeps or empties it for the zones now selected (see cart-switch-hooks.ts).
 */
export async function keepCartsForZones(modules: readonly Module[], host: VerticalHost): Promise<string[]> {
  const { keepOwnCartsForZones } = await import(/* webpackChunkName: "cart-lists" */ '@/app/verticals/cart-switch-hooks');
  return keepOwnCartsForZones(modules, host);
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
