import type { Page } from '@playwright/test';
import { demoItemsByStore, isPlain, limitOf, type DemoItem } from './demo-cart';

/** What a checkout journey needs: a plain item of an open store, and how many make `atLeast` in money. */
export interface OrderableItem {
  item: DemoItem & { price: number };
  quantity: number;
  moduleId: number;
}

/**
 * An item (grocery unless `needs.moduleType` says; one that needs a prescription with
 * `needs.prescription`) of a store open now (or taking scheduled orders) that delivers and lets a shopper take away, with a quantity
 * worth at least `atLeast` (a coupon's minimum purchase) and the store's minimum order: chosen from the demo's answers at run time.
 * `scheduling`: only from a store that takes scheduled orders (a later day can be chosen).
 * `quantity`: the journey orders exactly that many (Buy Now's stepper), so the item must reach both with it.
 */
export async function orderableItem(
  page: Page,
  atLeast: number,
  needs: { scheduling?: boolean; moduleType?: string; prescription?: boolean; quantity?: number } = {},
): Promise<OrderableItem> {
  const moduleType = needs.moduleType ?? 'grocery';
  const { moduleId, stores } = await zoneStores(page, moduleType);
  const minimums = new Map(
    stores
      .filter(takesOrders)
      .filter((store) => !needs.scheduling || store.schedule_order === 1)
      .map((store) => [store.id, store.minimum_order] as const),
  );
  for (const [storeId, items] of await demoItemsByStore(page, moduleType)) {
    const minimum = minimums.get(storeId);
    if (minimum === undefined) continue;
    const wanted = items.filter((item) => isPlain(item) && (!needs.prescription || item.is_prescription_required === 1));
    for (const item of wanted as (DemoItem & { price: number; discounted_price?: number })[]) {
      // The store's minimum counts the items at their discounted price, as the server does.
      const worth = Math.max(atLeast, minimum);
      const quantity = needs.quantity ?? Math.max(1, Math.ceil(worth / (item.discounted_price ?? item.price)));
      if (quantity <= limitOf(item) && quantity * (item.discounted_price ?? item.price) >= worth) return { item, quantity, moduleId };
    }
  }
  throw new Error(`no open demo ${moduleType} store sells a plain item worth ${atLeast} within its stock`);
}

/** A store as the demo's store lists answer it, with what tells whether it takes an order now. */
export interface DemoStore {
  id: number;
  name: string;
  open: number;
  schedule_order: number;
  delivery: number;
  take_away: number;
  /** The least the items of an order may come to (0: none). */
  minimum_order: number;
}

/** The demo module of `moduleType` and its stores in zone 1 (the demo's few fit one page). */
export async function zoneStores(page: Page, moduleType: string): Promise<{ moduleId: number; stores: DemoStore[] }> {
  const modules = (await (await page.request.get('/api/v1/module')).json()) as { id: number; module_type: string }[];
  const moduleId = modules.find((module) => module.module_type === moduleType)?.id;
  if (!moduleId) throw new Error(`the demo has no ${moduleType} module`);
  const headers = { moduleId: String(moduleId), zoneId: '[1]' };
  const answer = await page.request.get('/api/v1/stores/latest?offset=1&limit=50', { headers });
  return { moduleId, stores: ((await answer.json()) as { stores: DemoStore[] }).stores };
}

/** Whether an order can be placed with `store` at this hour (the journeys run at any hour): open now, or
 *  taking scheduled orders (a later slot can be chosen), delivering and letting a shopper take away. */
export const takesOrders = (store: DemoStore) =>
  (store.open === 1 || store.schedule_order === 1) && store.delivery === 1 && store.take_away === 1;

/** A store of `moduleType` in zone 1 that takes an order at this hour. */
export async function orderableStore(page: Page, moduleType: string): Promise<DemoStore> {
  const found = (await zoneStores(page, moduleType)).stores.find(takesOrders);
  if (!found) throw new Error(`no demo ${moduleType} store takes an order at this hour`);
  return found;
}

/**
 * Fill the cart through the API, as the cart journeys already do through the cards: a guest's
 * (a guest id issued by the server, stored as the app stores it) or a customer's (by token).
 */
export async function fillCart(page: Page, order: OrderableItem, owner: { token: string } | 'guest'): Promise<string | null> {
  let guestId: string | null = null;
  const headers: Record<string, string> = { moduleId: String(order.moduleId), zoneId: '[1]' };
  if (owner === 'guest') {
    const answer = await page.request.post('/api/v1/auth/guest/request');
    guestId = ((await answer.json()) as { guest_id: string }).guest_id;
    await page.addInitScript((stored) => {
      if (window.sessionStorage.getItem('e2e-guest')) return;
      window.sessionStorage.setItem('e2e-guest', '1');
      window.localStorage.setItem('guest_id', JSON.stringify(stored));
    }, guestId);
  } else {
    headers.Authorization = `Bearer ${owner.token}`;
  }
  const added = await page.request.post('/api/v1/customer/cart/add', {
    headers,
    data: { item_id: order.item.id, model: 'Item', quantity: order.quantity, guest_id: guestId },
  });
  if (!added.ok()) throw new Error(`cart add refused (${added.status()}): ${await added.text()}`);
  return guestId;
}
