import { policyOf } from '@storefront/sdk';
import { vi } from 'vitest';
import type { CartLine, Item } from '@/features/cart/types';
import { MODULES } from '@/test/fixtures/marketplace';

type Body = Record<string, unknown> & { item_id: number; quantity: number; variation: CartLine['variation']; add_on_ids: number[]; add_on_qtys: number[] };

const json = (body: unknown, status = 200) => Promise.resolve(Response.json(body, { status }));
const refuse = (status: number, code: string, message: string) => json({ errors: [{ code, message }] }, status);

/**
 * A small in-memory cart server behind fetch, with the contract's rules that the storefront relies
 * on (one store per cart, stock for non-food items, whole-cart answers), so hooks and components run
 * their real calls. `hold()` keeps answers back until `release()` (pending states).
 */
export function cartServer(items: Item[], config: object = { currency_symbol: '€', digit_after_decimal_point: 2 }) {
  let lines: CartLine[] = [];
  let nextId = 1;
  let held: (() => void)[] | null = null;
  const requests: { method: string; path: string; body: Body | null }[] = [];

  const lineOf = (item: Item, body: Body, id: number): CartLine => ({
    id,
    item_id: item.id,
    model: 'Item',
    item,
    quantity: body.quantity,
    variation: body.variation,
    add_on_ids: body.add_on_ids,
    add_on_qtys: body.add_on_qtys,
    unit_price: item.price,
    price: item.price * body.quantity,
    saved: 0,
    store_id: item.store_id,
    module_id: item.module_id,
  });
  // Stock limits a line where the item's module counts it (its policy, as the server publishes it).
  const tooMany = (item: Item, quantity: number) => policyOf(MODULES.find((m) => m.id === item.module_id)).counts_stock && quantity > item.stock;

  const answer = (method: string, path: string, body: Body | null): Promise<Response> => {
    if (path === '/api/v1/config') return json(config);
    if (path === '/api/v1/auth/guest/request') return json({ guest_id: 'guest-1' });
    if (path === '/api/v1/customer/cart/list') return json(lines);
    if (path === '/api/v1/customer/cart/remove' && method === 'DELETE') {
      lines = [];
      return json(lines);
    }
    if (path === '/api/v1/customer/cart/remove-item') return json((lines = lines.filter((line) => line.id !== Number(body?.cart_id))));
    const item = items.find((candidate) => candidate.id === body?.item_id);
    if (!item || !body) return refuse(404, 'item_id', 'Item not found.');
    if (path === '/api/v1/customer/cart/add') {
      if (lines.some((line) => line.store_id !== item.store_id)) {
        return refuse(409, 'different_store', 'You have item from another store in cart.');
      }
      const same = lines.find((line) => line.item_id === item.id && JSON.stringify(line.variation) === JSON.stringify(body.variation));
      const quantity = (same?.quantity ?? 0) + body.quantity;
      if (tooMany(item, quantity)) return refuse(409, 'stock', 'Not enough stock for the requested quantity.');
      lines = same ? lines.map((line) => (line === same ? lineOf(item, { ...body, quantity }, line.id) : line)) : [...lines, lineOf(item, body, nextId++)];
      return json(lines);
    }
    if (path === '/api/v1/customer/cart/update') {
      if (tooMany(item, body.quantity)) return refuse(409, 'stock', 'Not enough stock for the requested quantity.');
      lines = lines.map((line) => (line.id === body.cart_id ? lineOf(item, body, line.id) : line));
      return json(lines);
    }
    return refuse(404, 'not_found', 'Not Found');
  };

  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://storefront.test');
      const method = init?.method ?? 'GET';
      const query = Object.fromEntries(url.searchParams) as unknown as Body;
      const body = init?.body ? (JSON.parse(String(init.body)) as Body) : method === 'DELETE' ? query : null;
      requests.push({ method, path: url.pathname, body });
      if (held) await new Promise<void>((resolve) => held?.push(resolve));
      return answer(method, url.pathname, body);
    }),
  );

  return {
    requests,
    get lines() {
      return lines;
    },
    /** Start with these lines in the cart. */
    seed(seeded: CartLine[]) {
      lines = seeded;
      nextId = Math.max(0, ...seeded.map((line) => line.id)) + 1;
    },
    hold() {
      held = [];
    },
    release() {
      const waiting = held ?? [];
      held = null;
      waiting.forEach((resolve) => resolve());
    },
  };
}

/** Store a guest with a location in module `moduleId`, as the app would have before a cart exists. */
export function shopperWithLocation(moduleId = 2) {
  const moduleType = MODULES.find((m) => m.id === moduleId)?.module_type;
  window.localStorage.setItem('module', JSON.stringify({ id: moduleId, module_type: moduleType, module_name: 'Module', zones: [] }));
  window.localStorage.setItem('zoneid', '[1]');
}
