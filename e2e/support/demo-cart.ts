import type { Page } from '@playwright/test';

/** What the journeys read of a demo item to choose it. */
export interface DemoItem {
  id: number;
  name: string;
  store_id: number;
  store_name: string;
  stock: number;
  maximum_cart_quantity: number | null;
  variations: unknown[];
  food_variations: unknown[];
  available_time_starts: string;
  available_time_ends: string;
  is_prescription_required: number;
}

async function moduleIdOf(page: Page, moduleType: string): Promise<number> {
  const modules = (await (await page.request.get('/api/v1/module')).json()) as { id: number; module_type: string }[];
  const found = modules.find((module) => module.module_type === moduleType);
  if (!found) throw new Error(`the demo has no ${moduleType} module`);
  return found.id;
}

/** The demo items of a module's stores in zone 1, store by store, named in `language`. */
export async function demoItemsByStore(page: Page, moduleType: string, language = 'en'): Promise<Map<number, DemoItem[]>> {
  const headers = { moduleId: String(await moduleIdOf(page, moduleType)), zoneId: '[1]', 'X-localization': language };
  const stores = ((await (await page.request.get('/api/v1/stores/latest?offset=1&limit=50', { headers })).json()) as { stores: { id: number }[] }).stores;
  const byStore = new Map<number, DemoItem[]>();
  for (const store of stores) {
    const answer = await page.request.get(`/api/v1/items/latest?store_id=${store.id}&offset=1&limit=50`, { headers });
    byStore.set(store.id, ((await answer.json()) as { items: DemoItem[] }).items);
  }
  return byStore;
}

/** An item a card adds directly: no options to choose, on sale all day. */
export const isPlain = (item: DemoItem) =>
  item.variations.length === 0 && item.food_variations.length === 0 && item.available_time_starts.startsWith('00:00') && item.available_time_ends.startsWith('23:59');

/** How many a cart line of `item` may hold (stock, then the maximum per cart). */
export const limitOf = (item: DemoItem) => Math.min(item.stock, item.maximum_cart_quantity ?? Number.POSITIVE_INFINITY);
