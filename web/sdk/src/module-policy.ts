import type { ModuleType } from './module-type';

/**
 * What the storefront's shared code needs to know of a module type (SPEC.md sections 2 and 4), so the
 * header, the drawers and the shell's flows read a policy and never compare type names.
 */
export interface ModulePolicy {
  /** The cart it keeps: a shopping cart of items, a rental trip cart, or none (parcels are sent, not bought). */
  readonly cart: 'items' | 'trips' | 'none';
  /** Whether a customer keeps a wishlist in it. */
  readonly wishlist: boolean;
  /** Whether /track-order is offered to guests (parcel follows its deliveries its own way). */
  readonly trackOrder: boolean;
  /** The footer's help link reads Contact (parcel) rather than Help & Support. */
  readonly helpAsContact: boolean;
  /** The breadcrumb's page name on /home, beside the module name ('parcelDelivery'), or none. */
  readonly homeCrumb: 'parcelDelivery' | null;
  /** Items show the Veg / Non Veg marker (when the config's toggle is on). */
  readonly vegMarkers: boolean;
  /** Every item opens on its product page, not in the quick modal (ecommerce). */
  readonly productPage: boolean;
}

const SHOPPING: ModulePolicy = {
  cart: 'items',
  wishlist: true,
  trackOrder: true,
  helpAsContact: false,
  homeCrumb: null,
  vegMarkers: false,
  productPage: false,
};

const POLICIES: Readonly<Record<ModuleType, ModulePolicy>> = {
  food: { ...SHOPPING, vegMarkers: true },
  grocery: SHOPPING,
  pharmacy: SHOPPING,
  ecommerce: { ...SHOPPING, productPage: true },
  parcel: { ...SHOPPING, cart: 'none', wishlist: false, trackOrder: false, helpAsContact: true, homeCrumb: 'parcelDelivery' },
  rental: { ...SHOPPING, cart: 'trips' },
};

/** The policy of `moduleType`; a shopping module's for none chosen or a type this storefront does not know. */
export function modulePolicy(moduleType: string | null | undefined): ModulePolicy {
  return (moduleType && (POLICIES as Readonly<Record<string, ModulePolicy>>)[moduleType]) || SHOPPING;
}
