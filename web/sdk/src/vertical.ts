import type { ComponentType, ReactNode } from 'react';
import type { CartItem, CartLineView } from './cart/types';
import type { MarketplaceClock } from './marketplace-time';
import { LANGUAGES, isModuleType, type Language, type ModuleType } from './module-type';

/** The props the storefront passes to each component a vertical may supply, by slot name. */
export interface VerticalSlotProps {
  /** A short introduction of the chosen module, shown under the module tiles. */
  ModuleIntro: { moduleName: string };
  /**
   * Marks on an item that only this module shows (food: veg or non-veg, halal), beside its name on
   * cards. `vegNonVeg` is the config's toggle_veg_non_veg.
   */
  ItemMarkers: { item: ItemMarkerFlags; vegNonVeg: boolean };
  /**
   * The module's own product modal (food: the food variant modal) to choose an item's options and
   * add it to the cart, or to edit the cart `line` it was opened from. The cart comes from
   * `useCartApi`; `onClose` is called once the modal should go (saved or dismissed).
   */
  ProductModal: {
    item: CartItem & ItemMarkerFlags & { description: string };
    line: CartLineView | null;
    /** The config's toggle_veg_non_veg. */
    vegNonVeg: boolean;
    /** Whether the item's module counts stock (its policy); pass it to useProductChoice. */
    countsStock: boolean;
    onClose: () => void;
  };
  /**
   * The purchase action of an item of this module, in place of the regular add-to-cart: on an item's
   * card (`place` "card", drawn on the picture's corner) and in its product view (`place` "details").
   * Rental: "Add to trip", opening the trip form.
   */
  PurchaseAction: { item: VerticalItem; place: 'card' | 'details'; host: VerticalHost };
  /**
   * The body of the cart drawer for a module whose cart is not the storefront's (policy `cart`
   * "own"): the drawer, its title and closing are the storefront's. `onContinueShopping` closes the
   * drawer and goes home; `navigate` closes it and goes to a storefront path (rental: its trip checkout).
   */
  CartDrawerBody: { host: VerticalHost; onContinueShopping: () => void; navigate: (to: string) => void };
  /**
   * The number on the header's button of that cart (policy `cart` "own"): the vertical reads its
   * cart and hands the count to `draw`, which draws the button with it.
   */
  CartCount: { host: VerticalHost; draw: (count: number) => ReactNode };
  /**
   * An action the module offers beside the catalogue: on the module's home (`store` null, drawn under
   * its search) and on one of its stores' pages (`store`, under the store's header). Pharmacy: "Order
   * with prescription". `navigate` goes to a storefront path ("/checkout?page=prescription&store_id=3").
   */
  PageAction: { moduleId: number; store: VerticalStore | null; navigate: (to: string) => void };
}

/** A store as a vertical's page action sees it (the catalogue's store answer, the fields it needs). */
export interface VerticalStore {
  readonly id: number;
  readonly name: string;
  readonly module_id: number;
  /** The store answer's other fields (pharmacy: `prescription_order`, whether it takes orders of prescriptions alone). */
  readonly extra: Readonly<Record<string, unknown>>;
}

/** An item as a vertical's purchase action sees it (the catalogue's item answer, the fields it needs). */
export interface VerticalItem {
  readonly id: number;
  readonly name: string;
  readonly module_id: number;
  readonly store_id: number;
  /** The module's own item facts (rental: the vehicle's rates, `hourly_price` ...). */
  readonly extra: Readonly<Record<string, unknown>>;
}

/** A place on the map: the shopper's chosen location, a trip's pickup or destination. */
export interface VerticalPlace {
  readonly address: string;
  readonly lat: number;
  readonly lng: number;
}

/** Whose data an API call is about: the signed-in customer (the client sends the token), or a guest. */
export type VerticalOwner = { readonly kind: 'customer' } | { readonly kind: 'guest'; readonly guestId: string };

/**
 * What the storefront lends a vertical's slots and hooks (a vertical imports nothing of the storefront).
 * `request` calls one of the API's paths with the shopper's language, module, zone and session headers;
 * a refusal rejects with an Error whose `message` is the server's first message (`messages`: all).
 */
export interface VerticalHost {
  request: <T>(
    path: string,
    options?: {
      method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
      query?: Readonly<Record<string, string | number | undefined>>;
      body?: unknown;
      /** Headers of the call's own (an `Idempotency-Key`), added to the storefront's. */
      headers?: Readonly<Record<string, string>>;
    },
  ) => Promise<T>;
  /** The shopper as stored now; null when neither signed in nor a guest yet (nothing to read). */
  owner: () => VerticalOwner | null;
  /** The owner for a write: a guest without an id gets one from the server first (SPEC.md section 4). */
  ensureOwner: () => Promise<VerticalOwner>;
  /** The shopper's chosen location, and the zones serving it. */
  location: () => (VerticalPlace & { readonly zoneIds: readonly number[] }) | null;
  /** An amount in the marketplace's currency format and the shopper's language. */
  formatPrice: (amount: number) => string;
  /**
   * The server's clock now and the marketplace's time zone (GET /api/v1/config/clock, asked on each
   * call): what a time the shopper picks starts from and is read in (marketplace-time.ts's wallText
   * and instantOfWallText), never the device's clock or zone. A failure rejects as `request` does.
   */
  marketplaceClock: () => Promise<MarketplaceClock>;
  /**
   * An instant (an ISO date and time, as answers give it) as a date and time on the marketplace's
   * clock (its time zone, not the device's), in the shopper's language: "Dec 1, 2026, 11:00 AM".
   */
  formatDateTime: (instant: string | Date) => string;
  /** The storefront's cache keys of the answers a vertical reads too (see VerticalKeys). */
  keys: VerticalKeys;
}

/**
 * The swr keys under which the storefront caches answers a vertical may read as well: read one under
 * its key, fetched with `request(key)` (each key is the call's path), and the storefront and the vertical
 * share one answer, which the storefront refreshes and forgets (at logout) for both.
 */
export interface VerticalKeys {
  /** The signed-in customer's profile (GET /api/v1/customer/info: names, phone, email). */
  profile: () => string;
}

/**
 * A vertical's part of SPEC.md section 4's module switch, run after the module is saved and before the
 * storefront goes on: the vertical keeps or empties its own cart for the zones now selected and
 * answers what to tell the shopper, in the shopper's language (`t` reads the vertical's strings), or
 * null to say nothing.
 */
export type ModuleSwitchHook = (context: { host: VerticalHost; zoneIds: readonly number[]; t: (key: string) => string }) => Promise<string | null>;

/** One suggestion of the search box while the shopper types: picking it goes to the storefront path `to`. */
export interface SearchSuggestion {
  /** Unique among one answer's suggestions ("vehicle-12"). */
  readonly key: string;
  readonly label: string;
  /** A second line (the vehicle's provider). */
  readonly detail?: string;
  readonly imageUrl?: string;
  readonly to: string;
}

/**
 * Suggestions for what the shopper typed in the search box of the vertical's module (`moduleId`),
 * from the server; at most a handful. The storefront asks after a pause in typing, from 2 characters,
 * and ignores an answer overtaken by newer typing; a refusal shows no suggestions.
 */
export type SearchSuggester = (context: { host: VerticalHost; moduleId: number; text: string }) => Promise<readonly SearchSuggestion[]>;

/** The item flags marks are drawn from (SPEC.md section 3: veg 0 means non-veg; flags are 0 or 1). */
export interface ItemMarkerFlags {
  veg: number;
  is_halal: number;
  halal_tag_status: number;
}

export type VerticalSlot = keyof VerticalSlotProps;

/** A component fetched the first time it renders, so a vertical's code costs nothing until it is used. */
export type LazyComponent<P> = () => Promise<{ default: ComponentType<P> }>;

export type VerticalComponents = { readonly [S in VerticalSlot]?: LazyComponent<VerticalSlotProps[S]> };

/** A vertical's own strings: one flat namespace per language, with the same keys in each. */
export type VerticalResources = Readonly<Record<Language, Readonly<Record<string, string>>>>;

/** A module as a vertical's page sees it (the server's module answer, the fields a page needs). */
export interface VerticalModule {
  readonly id: number;
  readonly module_name: string;
  readonly module_type: ModuleType;
  /** The module's own words for its items and stores ("vehicles", "providers"), when it has some. */
  readonly labels?: { readonly items?: string | null; readonly stores?: string | null } | null;
}

/** The props the storefront passes to a vertical's page. */
export interface VerticalRouteProps {
  /** The module of the vertical's type the page is about: the chosen one when it is of that type, else the first listed. */
  module: VerticalModule;
  /** Whether that module is the chosen one: the catalogue (and `parts.ItemList`) shows the chosen module's items. */
  chosen: boolean;
  /** Make that module the chosen one, with the storefront's module-switch rules. */
  choose: () => void;
  /** The page's query string. */
  query: URLSearchParams;
  /** Go to a storefront path ("/store/12?module_id=6"); `replace` leaves no history entry. */
  navigate: (to: string, options?: { replace?: boolean }) => void;
  /**
   * GET one of the API's paths ("/api/v1/laundry/price-list") through the storefront's client: the
   * shopper's language, module, zone and session headers; an error answer rejects. A fetcher for swr.
   */
  fetchApi: <T>(path: string) => Promise<T>;
  /** An amount in the marketplace's currency format and the shopper's language. */
  formatPrice: (amount: number) => string;
  /** The storefront's calls and shopper, as its slots get them (writes, the guest id). */
  host: VerticalHost;
  /** Parts of the storefront a page may draw. */
  parts: VerticalRouteParts;
}

/** A point on the map (latitude and longitude in decimal degrees). */
export interface VerticalPoint {
  readonly lat: number;
  readonly lng: number;
}

/** The props of the storefront's point chooser (see VerticalRouteParts). */
export interface VerticalPointChooserProps {
  /** Where the pin starts. */
  start: VerticalPoint;
  /**
   * The shopper searched a place or dragged the map: the point under the pin and its address, null
   * while it is looked up (`pending`) or when none was found.
   */
  onChange: (change: { point: VerticalPoint; address: string | null; pending: boolean }) => void;
}

/** The storefront's own parts, handed to a vertical's pages (a vertical imports nothing of the storefront). */
export interface VerticalRouteParts {
  /**
   * The chosen module's items, newest first, paged as the catalogue pages are; `categoryId` narrows them,
   * and `brand` to the items naming that brand (`extra.brand`, filtered by the server).
   */
  ItemList: ComponentType<{ categoryId?: number; brand?: string; emptyText: string }>;
  /** The page shown for something this storefront does not offer. */
  Unavailable: ComponentType;
  /** The location picker's place search over its map with a centre pin, to choose a point and its address. */
  PointChooser: ComponentType<VerticalPointChooserProps>;
}

/**
 * A page of a vertical: `path` is relative to the vertical's route prefix ("vehicle-search" under
 * "/rental"). The page's module may export `resources`: strings only its pages use, added to the
 * vertical's namespace when the page loads, so the vertical's own chunk (fetched whenever its module
 * is chosen) stays small.
 */
export interface VerticalRoute {
  readonly path: string;
  readonly load: () => Promise<{ default: ComponentType<VerticalRouteProps>; resources?: VerticalResources }>;
}

/** What a web-vertical exports: the web side of one module type. */
export interface WebVertical {
  readonly moduleType: ModuleType;
  /** The module's accent colour: the theme's primary colour while a module of this type is chosen. */
  readonly accent: string;
  readonly resources: VerticalResources;
  readonly components: VerticalComponents;
  /**
   * The vertical's own pages, mounted under the route prefix its package.json declares
   * ("storefrontVertical": { "routePrefix": "/rental" }); a path none matches shows the 404 page.
   */
  readonly routes?: readonly VerticalRoute[];
  /**
   * The module's own home, drawn at /home in place of the catalogue's (categories, stores and items)
   * for a module that is not a catalogue of stores (parcel: send a package, track one). A page like
   * the others, with the same props; its module may export `resources` as a page's may. Without it,
   * /home is the catalogue's. Name its chunk "home-<module type>" (webpackChunkName): index.html's boot
   * script then fetches it with the app's first files on /home, in place of the catalogue home's.
   */
  readonly home?: VerticalRoute['load'];
  /**
   * Its part of the module switch, fetched when a switch needs it (see ModuleSwitchHook); its module
   * may export `resources`, strings only it uses, as a page's may.
   */
  readonly onModuleSwitch?: () => Promise<{ default: ModuleSwitchHook; resources?: VerticalResources }>;
  /** What its module's search box suggests while the shopper types, fetched with the first keystrokes. */
  readonly searchSuggestions?: () => Promise<{ default: SearchSuggester }>;
}

const HEX_COLOUR = /^#[0-9a-f]{6}$/i;
const ROUTE_PATH = /^[a-z0-9:][\w:-]*(\/[\w:-]+)*$/i;

/** The i18next namespace holding a vertical's strings. */
export function verticalNamespace(moduleType: ModuleType): string {
  return `vertical-${moduleType}`;
}

/** Check and freeze a vertical; a broken one fails when its bundle loads, not later on some screen. */
export function defineVertical<const V extends WebVertical>(vertical: V): V {
  const problems = verticalProblems(vertical);
  if (problems.length > 0) {
    throw new Error(`Invalid web vertical "${String(vertical.moduleType)}": ${problems.join('; ')}`);
  }
  return Object.freeze(vertical);
}

function verticalProblems(vertical: WebVertical): string[] {
  const problems: string[] = [];
  if (!isModuleType(vertical.moduleType)) problems.push('the module type must be a lower-case name');
  if (!HEX_COLOUR.test(vertical.accent)) problems.push('accent must be a colour like #1677ff');
  const [first, ...others] = LANGUAGES;
  const keys = Object.keys(vertical.resources[first] ?? {}).sort().join(',');
  for (const language of others) {
    if (Object.keys(vertical.resources[language] ?? {}).sort().join(',') !== keys) {
      problems.push(`strings in "${language}" do not have the same keys as in "${first}"`);
    }
  }
  for (const route of vertical.routes ?? []) {
    if (!ROUTE_PATH.test(route.path)) problems.push(`route "${route.path}" must be a relative path like "price-list"`);
  }
  return problems;
}
