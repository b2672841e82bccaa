import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Locator, type Page } from '../support/test';
import { ROOT } from '../support/server';
import { DEMO_LOCATION, presetChoices } from '../support/shopper';
import { text } from '../support/texts';

/**
 * Issue 23: every item of a long list is drawn as a card once the shopper scrolls to it. A store page
 * draws its first cards with the page and the others, grey until then, when the shopper scrolls near
 * them; "Load more" adds the next page. The store with the most items in the demo (found through the
 * API) is read to its end, and the other lazily drawn lists (a home strip, a category, search
 * results, a store list) the same way, more briefly: each name the API lists shows as a card's name,
 * and no grey card is left.
 */

const SHOTS = join(ROOT, 'test-results', 'lists');
const WIDTHS = [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
];
const ZONE = JSON.stringify(DEMO_LOCATION.zoneIds);
const t = (key: string, values?: Record<string, string>) => text('en', key, values);

interface Module {
  id: number;
  module_type: string;
  labels: { items: string; stores: string };
}

interface StoreRow {
  id: number;
  slug: string;
  name: string;
  zone_id: number;
}

interface Named {
  name: string;
}

interface ItemPage {
  total_size: number;
  items: Named[];
}

const headersOf = (module: Module) => ({ moduleId: String(module.id), zoneId: ZONE, 'X-localization': 'en' });

async function json<T>(request: APIRequestContext, path: string, module: Module): Promise<T> {
  const answer = await request.get(path, { headers: headersOf(module) });
  expect(answer.status(), path).toBe(200);
  return (await answer.json()) as T;
}

/** Every row of a paged list, page by page (`offset` is the page number), as the API gives them. */
async function everyItem(request: APIRequestContext, path: string, module: Module): Promise<Named[]> {
  const rows: Named[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await json<ItemPage>(request, `${path}${path.includes('?') ? '&' : '?'}offset=${page}&limit=50`, module);
    rows.push(...answer.items);
    if (answer.items.length === 0 || rows.length >= answer.total_size) return rows;
  }
}

async function modulesOf(request: APIRequestContext): Promise<Module[]> {
  const answer = await request.get('/api/v1/module', { headers: { 'X-localization': 'en' } });
  return (await answer.json()) as Module[];
}

interface LongStore {
  module: Module;
  store: StoreRow;
  items: Named[];
}

/** The demo store with the most items in the demo location's zone, over every module that has stores. */
async function longestStore(request: APIRequestContext): Promise<LongStore> {
  let longest: (LongStore & { total: number }) | null = null;
  for (const module of await modulesOf(request)) {
    const { stores } = await json<{ stores: StoreRow[] }>(request, '/api/v1/stores/latest?offset=1&limit=50', module);
    for (const store of stores) {
      const { total_size: total } = await json<ItemPage>(request, `/api/v1/items/latest?store_id=${store.id}&offset=1&limit=1`, module);
      if (!longest || total > longest.total) longest = { module, store, items: [], total };
    }
  }
  if (!longest) throw new Error('the demo has no store');
  const items = await everyItem(request, `/api/v1/items/latest?store_id=${longest.store.id}`, longest.module);
  return { module: longest.module, store: longest.store, items };
}

/**
 * Go to the page's end, where the End key takes a shopper: what is then near the screen is drawn (a
 * list's grey cards, all of them once any comes near; the footer, once its stand-in is on screen).
 */
async function scrollToEnd(page: Page): Promise<void> {
  await page.keyboard.press('End');
  await expect(page.getByRole('contentinfo')).toBeInViewport();
}

/** Scroll to the list's end and press "Load more" until every row of the list is shown. */
async function readToEnd(page: Page, total: number): Promise<void> {
  const shown = page.locator('.load-more p');
  const everything = t('catalogue:list.shown', { shown: String(total), total: String(total) });
  const loadMore = page.getByRole('button', { name: t('catalogue:list.loadMore') });
  await expect(shown).toBeVisible();
  for (let before = await shown.innerText(); before !== everything; before = await shown.innerText()) {
    // The press scrolls the button into view, past the grey cards above it.
    await loadMore.click();
    await expect(shown).not.toHaveText(before);
  }
  await expect(loadMore).toBeHidden();
  await scrollToEnd(page);
}

/** Each name shows as a card's name in `list`, as many times as the API lists it; no grey card is left. */
async function expectEveryCard(list: Locator, rows: Named[]): Promise<void> {
  const times = new Map<string, number>();
  for (const row of rows) times.set(row.name, (times.get(row.name) ?? 0) + 1);
  await expect(list.locator('.card-skeleton')).toHaveCount(0);
  for (const [name, count] of times) {
    const names = list.getByRole('heading', { level: 3, name, exact: true });
    await expect(names).toHaveCount(count);
    for (const found of await names.all()) await expect(found).toBeVisible();
  }
}

for (const { width, height } of WIDTHS) {
  test.describe(`long lists at ${width}px`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width, height });
    });

    test('the store with the most items shows every item as a card, read to its end', async ({ page }) => {
      const { module, store, items } = await longestStore(page.request);
      // Longer than the store page's first screen of cards, and than one page of the list.
      expect(items.length).toBeGreaterThan(20);
      await presetChoices(page, module.module_type);

      await page.goto(`/store/${store.slug}?id=${store.id}&module_id=${module.id}&module_type=${module.module_type}&store_zone_id=${store.zone_id}`);
      await expect(page.getByRole('heading', { level: 1, name: store.name })).toBeVisible();
      const list = page.getByRole('region', { name: t('catalogue:store.itemsOf', { items: module.labels.items }) });
      await expect(list.getByRole('article').first()).toBeVisible();
      await readToEnd(page, items.length);
      await expect(list.getByRole('article')).toHaveCount(items.length);
      await expectEveryCard(list, items);

      // What the shopper sees in the middle of the list (past the first screen) and the whole page.
      mkdirSync(SHOTS, { recursive: true });
      await list.getByRole('article').nth(8).scrollIntoViewIfNeeded();
      await page.screenshot({ path: join(SHOTS, `long-store-${width}px.png`), animations: 'disabled' });
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: join(SHOTS, `long-store-${width}px-full.png`), fullPage: true, animations: 'disabled' });
    });

    test('the home’s latest items strip, below the first screen, shows every item as a card', async ({ page }) => {
      const { module } = await longestStore(page.request);
      // The strip's one page, as the home asks for it (home-sections.tsx: ten items).
      const latest = await json<ItemPage>(page.request, '/api/v1/items/latest?offset=1&limit=10', module);
      await presetChoices(page, module.module_type);

      await page.goto('/home');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // The strips below the first screen are drawn once their stand-in comes near the screen.
      await page.locator('.home-later').scrollIntoViewIfNeeded();
      const strip = page.getByRole('region', { name: t('catalogue:home.latestItems', { items: module.labels.items }) });
      await strip.scrollIntoViewIfNeeded();
      await expectEveryCard(strip, latest.items);
    });

    test('a category with several pages of items shows every item as a card, read to its end', async ({ page }) => {
      const { module } = await longestStore(page.request);
      const { categories } = await json<{ categories: { id: number; name: string }[] }>(page.request, '/api/v1/categories', module);
      // The category with the most items of the module.
      let chosen: { id: number; name: string; items: Named[] } | null = null;
      for (const category of categories) {
        const items = await everyItem(page.request, `/api/v1/categories/items/${category.id}`, module);
        if (!chosen || items.length > chosen.items.length) chosen = { ...category, items };
      }
      if (!chosen) throw new Error(`the demo ${module.module_type} module has no category`);
      expect(chosen.items.length).toBeGreaterThan(20);
      await presetChoices(page, module.module_type);

      await page.goto(`/category/${chosen.id}`);
      await expect(page.getByRole('heading', { level: 1, name: chosen.name })).toBeVisible();
      const list = page.getByRole('region', { name: t('catalogue:category.itemsOf', { items: module.labels.items, category: chosen.name }) });
      await readToEnd(page, chosen.items.length);
      await expectEveryCard(list, chosen.items);
    });

    test('search results show every item found as a card', async ({ page }) => {
      const { module, items } = await longestStore(page.request);
      // A word of the long store's item names that finds the most items (more than a first screen).
      const words = [...new Set(items.flatMap((item) => item.name.toLowerCase().split(/\s+/)).filter((word) => word.length > 3))];
      let best: { word: string; found: Named[] } | null = null;
      for (const word of words) {
        const found = await everyItem(page.request, `/api/v1/items/search?name=${encodeURIComponent(word)}`, module);
        if (!best || found.length > best.found.length) best = { word, found };
      }
      if (!best) throw new Error('the long store’s items have no names to search');
      expect(best.found.length).toBeGreaterThan(6);
      await presetChoices(page, module.module_type);

      await page.goto(`/search?name=${encodeURIComponent(best.word)}`);
      await expect(page.getByRole('heading', { level: 1, name: t('catalogue:search.resultsFor', { name: best.word }) })).toBeVisible();
      await readToEnd(page, best.found.length);
      await expectEveryCard(page.getByRole('main'), best.found);
    });

    test('the latest stores list shows every store as a card', async ({ page }) => {
      const { module } = await longestStore(page.request);
      const stores: Named[] = [];
      for (let number = 1; ; number += 1) {
        const answer = await json<{ total_size: number; stores: Named[] }>(page.request, `/api/v1/stores/latest?offset=${number}&limit=50`, module);
        stores.push(...answer.stores);
        if (answer.stores.length === 0 || stores.length >= answer.total_size) break;
      }
      expect(stores.length).toBeGreaterThan(1);
      await presetChoices(page, module.module_type);

      await page.goto('/store/latest');
      await expect(page.getByRole('heading', { level: 1, name: t('catalogue:home.latestStores', { stores: module.labels.stores }) })).toBeVisible();
      await readToEnd(page, stores.length);
      await expectEveryCard(page.getByRole('main'), stores);
    });
  });
}
