import type { Schemas } from '@/shared/api/types';
import { CATEGORIES, FOOD_DETAIL, ITEMS, SHOP_DETAIL, STORES, itemPage, storePage } from '@/test/fixtures/catalogue';
import { CHOSEN_LOCATION, CONFIG, LANDING, MODULES, PREDICTIONS, ZONES } from '@/test/fixtures/marketplace';

/**
 * The API as the stories see it: window.fetch answers /api/… paths from the fixtures, so every
 * component runs its real data hooks (swr, the fetch client) with no server. A story changes answers
 * with `parameters.api`: `{ '/api/v1/module': [] }`, a `FakeAnswer`, or `PENDING` to wait forever.
 */

/** A canned answer with its status. */
export interface FakeAnswer {
  status: number;
  body: unknown;
}

/** An answer that never arrives (loading states). */
export const PENDING = Symbol('pending');

export type Route = unknown | FakeAnswer | typeof PENDING | ((url: URL) => unknown);
export type Routes = Record<string, Route>;

const ALL_ITEMS = [...Object.values(ITEMS), FOOD_DETAIL, SHOP_DETAIL];

const ZONE_DATA: Schemas['ZoneData'][] = ZONES.slice(0, 1).map((zone) => ({
  ...zone,
  status: 1,
  cash_on_delivery: 1,
  digital_payment: 1,
  increased_delivery_fee_status: 0,
  increased_delivery_fee: 0,
  increase_delivery_fee_message: null,
  modules: MODULES.map((module) => ({
    id: module.id,
    module_name: module.module_name,
    module_type: module.module_type,
    pivot: {
      module_id: module.id,
      zone_id: zone.id,
      per_km_shipping_charge: 0.9,
      minimum_shipping_charge: 1.99,
      maximum_shipping_charge: 7.99,
      maximum_cod_order_amount: 150,
    },
  })),
}));

function detailsOf(url: URL): unknown {
  const key = decodeURIComponent(url.pathname.split('/').pop() ?? '');
  const item = ALL_ITEMS.find((candidate) => String(candidate.id) === key || candidate.slug === key);
  return item ?? notFound();
}

function storeOf(url: URL): unknown {
  const key = decodeURIComponent(url.pathname.split('/').pop() ?? '');
  const store = Object.values(STORES).find((candidate) => String(candidate.id) === key || candidate.slug === key);
  return store ?? notFound();
}

function notFound(): FakeAnswer {
  return { status: 404, body: { errors: [{ code: 'not_found', message: 'Not Found' }] } };
}

/** The answers every story gets unless it says otherwise. */
export const DEFAULT_ROUTES: Routes = {
  '/api/v1/config': CONFIG,
  '/api/v1/module': MODULES,
  '/api/v1/react-landing-page': LANDING,
  '/api/v1/zone/list': [],
  '/api/v1/stores/popular': storePage(Object.values(STORES)),
  '/api/v1/stores/latest': storePage(Object.values(STORES).reverse()),
  '/api/v1/stores/details/': storeOf,
  '/api/v1/items/popular': itemPage(Object.values(ITEMS)),
  '/api/v1/items/latest': itemPage(Object.values(ITEMS).reverse()),
  '/api/v1/items/campaigns': itemPage([]),
  '/api/v1/items/search': itemPage(Object.values(ITEMS)),
  '/api/v1/items/details/': detailsOf,
  '/api/v1/categories': { total_size: CATEGORIES.length, limit: 50, offset: 1, categories: CATEGORIES },
  '/api/v1/config/place-api-autocomplete': (url: URL) => {
    const text = (url.searchParams.get('search_text') ?? '').toLowerCase();
    return { status: 'OK', predictions: PREDICTIONS.filter((p) => p.description.toLowerCase().includes(text)) };
  },
  '/api/v1/config/place-api-details': (url: URL) => {
    const found = PREDICTIONS.find((p) => p.place_id === url.searchParams.get('placeid')) ?? PREDICTIONS[0];
    return {
      status: 'OK',
      result: {
        place_id: found?.place_id,
        name: found?.structured_formatting.main_text,
        formatted_address: found?.description,
        geometry: { location: { lat: CHOSEN_LOCATION.lat, lng: CHOSEN_LOCATION.lng } },
      },
    };
  },
  '/api/v1/config/geocode-api': {
    status: 'OK',
    results: [
      {
        place_id: 'demo:1',
        formatted_address: CHOSEN_LOCATION.address,
        geometry: { location: { lat: CHOSEN_LOCATION.lat, lng: CHOSEN_LOCATION.lng } },
      },
    ],
  },
  '/api/v1/config/get-zone-id': { zone_id: '[1]', zone_data: ZONE_DATA },
  // An empty cart unless a story fills it; changes answer an empty cart too.
  '/api/v1/auth/guest/request': { guest_id: 'story-guest' },
  '/api/v1/customer/cart/': [],
  // A signed-in customer's lists: empty unless a story fills them.
  '/api/v1/customer/wish-list': { item: [], store: [] },
  '/api/v1/customer/address/list': { addresses: [] },
};

function isAnswer(value: unknown): value is FakeAnswer {
  return typeof value === 'object' && value !== null && 'status' in value && 'body' in value && typeof value.status === 'number';
}

/** The route for a path: an exact match, else the longest prefix ending in "/" (details by id). */
function routeFor(routes: Routes, path: string): Route | undefined {
  if (path in routes) return routes[path];
  const prefixes = Object.keys(routes).filter((prefix) => prefix.endsWith('/') && path.startsWith(prefix));
  prefixes.sort((a, b) => b.length - a.length);
  return prefixes[0] === undefined ? undefined : routes[prefixes[0]];
}

let current: Routes = DEFAULT_ROUTES;

/** The answers for the story about to render. */
export function setRoutes(overrides: Routes = {}): void {
  current = { ...DEFAULT_ROUTES, ...overrides };
}

/** Replace window.fetch for /api/ paths; anything else (pictures, chunks) goes to the network. */
export function installFakeApi(): void {
  const realFetch = window.fetch.bind(window);
  window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), window.location.href);
    if (!url.pathname.startsWith('/api/')) return realFetch(input, init);
    let route = routeFor(current, url.pathname);
    if (typeof route === 'function') route = (route as (url: URL) => unknown)(url);
    if (route === PENDING) return new Promise<Response>(() => undefined);
    if (route === undefined) route = notFound();
    const answer = isAnswer(route) ? route : { status: 200, body: route };
    return Response.json(answer.body, { status: answer.status });
  };
}
