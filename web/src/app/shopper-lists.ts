import type { Module } from '@/shared/state/chosen-module';

/**
 * Hook points for the shopper's lists, called by the shell's flows. The cart (issue 4) and the
 * wishlist have no client state yet, so there is nothing to clear; their features fill these in.
 */

/** SPEC.md section 4, module selection step 2: empty the cart before `next` becomes the module. */
export async function clearCartForModuleSwitch(next: Module): Promise<void> {
  void next; // the rental exception (keep a trip cart whose pickup zone the new zones serve) goes here too
}

/** SPEC.md section 4, logout: clear the cart and the wishlist of the customer who leaves. */
export async function clearShopperListsOnLogout(): Promise<void> {}
