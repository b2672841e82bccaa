import { policyOf, verticalNamespace, type VerticalHost } from '@storefront/sdk';
import { loadVertical } from '@/app/verticals';
import { i18n } from '@/shared/i18n';
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
 * `cart` "trips": rental's trip cart) decides through its web-vertical's onModuleSwitch hook, for the
 * module left and the one chosen: rental keeps its trip cart when the selected zones serve its
 * provider's pickup zone and empties it otherwise. Answers what those hooks ask to tell the shopper.
 */
export async function clearCartForModuleSwitch(previous: Module | null, next: Module, host: VerticalHost): Promise<string[]> {
  const own = [...new Set([previous, next].flatMap((m) => (m && policyOf(m).cart === 'trips' ? [m.module_type] : [])))];
  const said = await Promise.all(own.map((type) => moduleSwitchHook(type, host)));
  if (previous && previous.id !== next.id && policyOf(previous).cart === 'items') {
    const { clearStoredCart } = await import(/* webpackChunkName: "cart-lists" */ '@/features/cart/api/clear-cart');
    await clearStoredCart(previous.id);
  }
  return said.filter((text): text is string => text !== null);
}

/** Run the onModuleSwitch hook of `moduleType`'s web-vertical, when it has one. */
async function moduleSwitchHook(moduleType: string, host: VerticalHost): Promise<string | null> {
  const hook = (await loadVertical(moduleType))?.vertical.onModuleSwitch;
  if (!hook) return null;
  const { default: run } = await hook();
  // A vertical's keys are added at run time: not among the storefront's typed namespaces.
  const translate = i18n.t as unknown as (key: string, options: { ns: string }) => string;
  return run({ host, zoneIds: host.location()?.zoneIds ?? [], t: (key) => translate(key, { ns: verticalNamespace(moduleType) }) });
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
