/**
 * What the storefront's shared code needs to know of a module (SPEC.md sections 2 and 4), so the header,
 * the drawers and the shell's flows read a policy and never compare type names. The server publishes
 * each module's policy, from its vertical, in GET /api/v1/module (`policy`); the storefront reads it
 * through one hook (web/src/shared/api/module-policy.ts).
 */
export interface ModulePolicy {
  /**
   * The cart it keeps: a shopping cart of items, its own (a cart its web-vertical runs: rental's trip cart), or
   * none (parcels are sent, not bought). Every flag names a capability, never the vertical that has it first.
   */
  readonly cart: 'items' | 'own' | 'none';
  /** Whether its stock limits what goes to the cart (food kitchens cook to order: they do not count it). */
  readonly counts_stock: boolean;
  /** Whether a customer keeps a wishlist in it. */
  readonly wishlist: boolean;
  /** Whether /track-order is offered to guests (parcel follows its deliveries its own way). */
  readonly track_order: boolean;
  /** The footer's help link reads Contact (parcel) rather than Help & Support. */
  readonly help_as_contact: boolean;
  /** The breadcrumb's page name on /home beside the module name, a key of the vertical's own strings; or none. */
  readonly home_crumb: string | null;
  /** Items show the diet marker, Veg / Non Veg (when the config's toggle is on; food). */
  readonly diet_markers: boolean;
  /** Every item opens on its product page, not in the quick modal (ecommerce). */
  readonly product_page: boolean;
  /** Checkout takes document images (pharmacy's prescriptions): required when an item of the order asks for one. */
  readonly checkout_documents: boolean;
  /**
   * The item filters its lists offer, in order (the item lists' `filter` names: veg, non_veg, halal,
   * organic). Food offers veg, non_veg and halal; grocery organic.
   */
  readonly item_filters: string[];
}

/** A shopping module's policy: what the storefront assumes while no module (or no policy) is known. */
export const SHOPPING_POLICY: ModulePolicy = Object.freeze({
  cart: 'items',
  counts_stock: true,
  wishlist: true,
  track_order: true,
  help_as_contact: false,
  home_crumb: null,
  diet_markers: false,
  product_page: false,
  checkout_documents: false,
  item_filters: [],
});

/** The policy a module answer carries, or a shopping module's when it carries none. */
export function policyOf(module: { readonly policy?: ModulePolicy | null } | null | undefined): ModulePolicy {
  return module?.policy ?? SHOPPING_POLICY;
}
