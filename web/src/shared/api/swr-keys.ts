import type { ModuleType } from '@storefront/sdk';
import { apiUrl } from '@/shared/api/client';

/** A store page lists every root category it sells from in one answer (the API's page maximum). */
const STORE_CATEGORY_LIMIT = 50;

/**
 * Every swr key in one place: an API key is the call's path (and query), so a change elsewhere can
 * revalidate exactly the answers it touches with `mutate(swrKeys.x())`.
 */
export const swrKeys = {
  config: () => '/api/v1/config',
  // The marketplace's time now and its zone: never cached by the server (time slots are built from it).
  marketplaceClock: () => '/api/v1/config/clock',
  modules: () => '/api/v1/module',
  // The landing page's texts in the page's language (a language switch reloads the page).
  landing: () => '/api/v1/react-landing-page',
  vertical: (moduleType: ModuleType) => ['web-vertical', moduleType] as const,
  placePredictions: (searchText: string) =>
    apiUrl('/api/v1/config/place-api-autocomplete', { search_text: searchText }),
  zones: () => '/api/v1/zone/list',
  // Catalogue answers also depend on the moduleId and zoneId headers: the scope is part of their keys.
  categories: (scope: CatalogueScope) => catalogueKey(apiUrl('/api/v1/categories'), scope),
  storeCategories: (storeId: number, scope: CatalogueScope) =>
    catalogueKey(apiUrl('/api/v1/categories', { store_id: storeId, limit: STORE_CATEGORY_LIMIT }), scope),
  category: (key: string, scope: CatalogueScope) => catalogueKey(`/api/v1/categories/${encodeURIComponent(key)}`, scope),
  categoryItems: (id: number, page: PageQuery & { filter?: string }, scope: CatalogueScope) =>
    catalogueKey(apiUrl(`/api/v1/categories/items/${id}`, page), scope),
  popularStores: (page: PageQuery, scope: CatalogueScope) =>
    catalogueKey(apiUrl('/api/v1/stores/popular', page), scope),
  latestStores: (page: PageQuery, scope: CatalogueScope) => catalogueKey(apiUrl('/api/v1/stores/latest', page), scope),
  store: (key: string, scope: CatalogueScope) =>
    catalogueKey(`/api/v1/stores/details/${encodeURIComponent(key)}`, scope),
  latestItems: (query: ItemListQuery, scope: CatalogueScope) =>
    catalogueKey(apiUrl('/api/v1/items/latest', query), scope),
  popularItems: (query: ItemListQuery, scope: CatalogueScope) =>
    catalogueKey(apiUrl('/api/v1/items/popular', query), scope),
  campaignItems: (page: PageQuery, scope: CatalogueScope) =>
    catalogueKey(apiUrl('/api/v1/items/campaigns', page), scope),
  flashSaleItems: (page: PageQuery, scope: CatalogueScope) =>
    catalogueKey(apiUrl('/api/v1/items/flash-sale', page), scope),
  searchItems: (name: string, page: PageQuery, scope: CatalogueScope) =>
    catalogueKey(apiUrl('/api/v1/items/search', { name, ...page }), scope),
  item: (key: string, scope: CatalogueScope) => catalogueKey(`/api/v1/items/details/${encodeURIComponent(key)}`, scope),
  // A cart is one owner's (a customer, or a guest by its id) in one module (moduleId header).
  cart: (moduleId: number, owner: string) => [CART_PATH, moduleId, owner] as const,
  // The logged-in customer's own lists: the wishlist is per module (moduleId header), the addresses are not.
  wishlist: (moduleId: number | null) => [WISHLIST_PATH, moduleId] as const,
  addresses: () => '/api/v1/customer/address/list',
  // The signed-in customer's profile, one answer for every reader: the profile page, a new address's
  // contact, a web-vertical's checkout (lent as VerticalHost.keys.profile). Forgotten at logout.
  profile: () => PROFILE_PATH,
  // The devices the customer is signed in on (personal: forgotten with the profile at logout).
  sessions: () => '/api/v1/customer/sessions',
  // The customer's orders, one page (from 1) of the running or past ones.
  orders: (query: { type: 'running' | 'history'; offset: number; limit: number }) => apiUrl('/api/v1/customer/order/list', query),
  // One order as its owner reaches it: a customer by the token, a guest by the order's contact number.
  trackedOrder: (order: OrderReach) => apiUrl('/api/v1/customer/order/track', order),
  orderLines: (order: OrderReach) => apiUrl('/api/v1/customer/order/details', order),
  orderPrescriptions: (order: OrderReach) => apiUrl('/api/v1/customer/order/prescriptions', order),
  // The reasons a shopper picks from to cancel (translated by the server: its language is the header's).
  refundReasons: () => '/api/v1/customer/order/refund-reasons',
  // A checkout's quote: the module (moduleId header), what the cart holds now, and the body sent.
  quote: (moduleId: number, cartSignature: string, body: string) => [QUOTE, moduleId, cartSignature, body] as const,
  // The compact drawer's latest or popular stores (SPEC.md section 7's query), for the module and zones.
  drawerStores: (kind: 'latest' | 'popular', query: PageQuery & { type: string }, scope: CatalogueScope) =>
    catalogueKey(apiUrl(`/api/v1/stores/${kind}`, query), scope),
  // A footer page; its language travels in the X-localization header, so it is part of the key.
  page: (slug: string, language: string) => [`/api/v1/pages/${encodeURIComponent(slug)}`, language] as const,
  // A signed-in customer's wallet or loyalty point entries, a page at a time (the bearer token says whose).
  transactions: (account: 'wallet' | 'points', page: PageQuery) =>
    apiUrl(account === 'wallet' ? '/api/v1/customer/wallet/transactions' : '/api/v1/customer/loyalty-point/transactions', page),
  // The coupons running today in the shopper's zones (zoneId header), of every module (GET /coupon/list/all).
  coupons: (scope: CatalogueScope) => catalogueKey(apiUrl('/api/v1/coupon/list/all'), scope),
  // The signed-in customer's inbox (personal): its conversations and the header badge's unread total.
  conversations: (page: PageQuery) => apiUrl(CONVERSATIONS_PATH, page),
  unreadMessages: () => '/api/v1/customer/message/unread',
  // Reviews: a store's or an item's (public, newest first), and what an order's customer may still review.
  storeReviews: (storeId: number, page: PageQuery) => apiUrl('/api/v1/stores/reviews', { store_id: storeId, ...page }),
  itemReviews: (itemId: number, page: PageQuery) => apiUrl(`/api/v1/items/reviews/${itemId}`, page),
  orderReviews: (orderId: number) => apiUrl('/api/v1/customer/order/reviews', { order_id: orderId }),
} as const;

const CONVERSATIONS_PATH = '/api/v1/customer/message/list';

/** True for every page of the conversation list (to update them all when a message arrives). */
export function isConversationsKey(key: unknown): key is string {
  return typeof key === 'string' && key.startsWith(`${CONVERSATIONS_PATH}?`);
}

const PROFILE_PATH = '/api/v1/customer/info';
const QUOTE = 'order-quote';

/** How an order is reached: its id, and a guest's id and the order's contact number for a guest's. */
export type OrderReach = { order_id: number; guest_id?: string; contact_number?: string };

/** A quote key: the module, the cart's signature and the body. */
export type QuoteKey = ReturnType<typeof swrKeys.quote>;

/** A footer page's key: its path and the language. */
export type PageKey = ReturnType<typeof swrKeys.page>;

const WISHLIST_PATH = '/api/v1/customer/wish-list';

/** A wishlist key: the path and the module it was asked for. */
export type WishlistKey = ReturnType<typeof swrKeys.wishlist>;

/** True for every wishlist key, whatever its module (to drop them all at logout). */
export function isWishlistKey(key: unknown): key is WishlistKey {
  return Array.isArray(key) && key[0] === WISHLIST_PATH;
}

const CART_PATH = '/api/v1/customer/cart/list';

/** A cart key: the list path, the module and the owner ("customer" or "guest:<guest_id>"). */
export type CartKey = ReturnType<typeof swrKeys.cart>;

/** True for every cart key, whatever its module and owner (to drop them all at logout). */
export function isCartKey(key: unknown): key is CartKey {
  return Array.isArray(key) && key[0] === CART_PATH;
}

/** Whose catalogue an answer is: the module (moduleId header) and zones (zoneId header) it was asked for. */
export interface CatalogueScope {
  moduleId: number | null;
  zoneIds: readonly number[] | null;
}

/** A catalogue page request: page number from 1 and page size (SPEC.md section 9). */
export type PageQuery = {
  offset: number;
  limit: number;
};

/** An item list request: a page, optionally of one store or one category. */
export type ItemListQuery = PageQuery & {
  store_id?: number;
  category_id?: number;
  /** The item filters, names joined by commas (the module's policy offers them). */
  filter?: string;
  /** Only the items naming this brand (their `extra.brand`). */
  brand?: string;
};

/** A catalogue key: the call's path and query, then the scope its headers carry. */
export type CatalogueKey = readonly [path: string, moduleId: number | null, zoneIds: string];

function catalogueKey(path: string, scope: CatalogueScope): CatalogueKey {
  return [path, scope.moduleId, (scope.zoneIds ?? []).join(',')] as const;
}
