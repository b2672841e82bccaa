import { expect, test, type Page } from '../support/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../support/server';
import { presetChoices, presetPreferences, Shopper, type Setting } from '../support/shopper';

/**
 * Issue 13's shop and food extras against the real server on a fresh demo database: a guest chooses a
 * shop product's options on its product page (its brand shown) and the cart line costs what the server's
 * variation costs; a food store's items narrowed with the Veg and Halal filters its module offers; the
 * grocery home's flash-sale strip with what is left and when each sale ends.
 */

type Tree = { [key: string]: string | Tree };

/** The catalogue extras' own strings (web/src/features/catalogue/locales), `{{name}}` filled from `values`. */
function extra(language: Setting['language'], key: string, values: Record<string, string> = {}): string {
  let node: string | Tree | undefined = JSON.parse(readFileSync(join(ROOT, 'web', 'src', 'features', 'catalogue', 'locales', `${language}.json`), 'utf8')) as Tree;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'string') throw new Error(`no text "${key}" in ${language}`);
  return node.replace(/\{\{(\w+)\}\}/g, (_, field: string) => values[field] ?? '');
}

const DESKTOP: Setting = { width: 1280, height: 800, language: 'en', theme: 'light' };
const PHONE: Setting = { width: 375, height: 812, language: 'fr', theme: 'dark' };

interface Variation {
  type: string;
  price: number;
  discounted_price: number;
  stock: number;
}

interface ShopItem {
  id: number;
  name: string;
  price: number;
  stock: number;
  extra: { brand?: string };
  choice_options: { title: string; options: string[] }[];
  variations: Variation[];
}

async function moduleOf(page: Page, moduleType: string): Promise<{ id: number; policy: { item_filters: string[] } }> {
  const modules = (await (await page.request.get('/api/v1/module')).json()) as { id: number; module_type: string; policy: { item_filters: string[] } }[];
  const found = modules.find((module) => module.module_type === moduleType);
  if (!found) throw new Error(`the demo has no ${moduleType} module`);
  return found;
}

/** A branded shop product with two choices, and a variation in stock that costs more than its first one. */
async function productWithOptions(page: Page): Promise<{ item: ShopItem; moduleId: number; variation: Variation }> {
  const { id: moduleId } = await moduleOf(page, 'ecommerce');
  const headers = { moduleId: String(moduleId), zoneId: '[1]' };
  const items = ((await (await page.request.get('/api/v1/items/search?name=smartphone&limit=50', { headers })).json()) as { items: ShopItem[] }).items;
  for (const item of items) {
    const first = item.variations[0];
    const dearer = item.variations.find((v) => first && v.price > first.price && v.stock > 0 && v.type !== first.type);
    if (item.stock > 0 && item.extra.brand && item.choice_options.length === 2 && dearer) return { item, moduleId, variation: dearer };
  }
  throw new Error('the demo shops sell no branded smartphone with a dearer variation in stock');
}

test('a shop product: its options chosen on its page go to the cart at the price of the server’s variation', async ({ page }, info) => {
  await page.setViewportSize({ width: DESKTOP.width, height: DESKTOP.height });
  await presetPreferences(page, DESKTOP.language, DESKTOP.theme);
  await presetChoices(page, 'ecommerce');
  const shopper = new Shopper(page, DESKTOP, info);
  const { t } = shopper;
  const { item, moduleId, variation } = await productWithOptions(page);
  // The options the variation's type names, in the order of the choices ("128GB-Silver").
  const parts = variation.type.split('-');

  await page.goto(`/product/${item.id}?id=${item.id}&module_id=${moduleId}`);
  await expect(page.getByRole('heading', { level: 1, name: item.name })).toBeVisible();
  await expect(page.getByText(extra('en', 'details.brand'), { exact: true })).toBeVisible();
  await expect(page.getByText(item.extra.brand ?? '', { exact: true })).toBeVisible();
  await shopper.shot('product-options');

  for (const [index, choice] of item.choice_options.entries()) {
    const option = choice.options.find((candidate) => candidate.replace(/\s/g, '') === parts[index]);
    if (!option) throw new Error(`no option of ${choice.title} makes ${variation.type}`);
    await page.getByRole('group', { name: choice.title }).getByText(option, { exact: true }).click();
  }
  const total = page.locator('.product-purchase__total strong');
  const shown = (await total.innerText()).trim();
  await shopper.shot('product-options-chosen');

  await page.getByRole('button', { name: new RegExp(t('cart:addToCart')) }).click();
  await expect(page.getByText(t('cart:added'))).toBeVisible();

  // The server priced the line from the variation the type names: its discounted price, one unit.
  const guestId = await page.evaluate(() => JSON.parse(window.localStorage.getItem('guest_id') ?? 'null') as string | null);
  expect(guestId).toBeTruthy();
  const lines = (await (
    await page.request.get(`/api/v1/customer/cart/list?guest_id=${encodeURIComponent(guestId ?? '')}`, { headers: { moduleId: String(moduleId), zoneId: '[1]' } })
  ).json()) as { price: number; variation: { type?: string }[] }[];
  expect(lines).toHaveLength(1);
  expect(lines[0]?.variation).toMatchObject([{ type: variation.type, price: variation.price }]);
  expect(lines[0]?.price).toBe(variation.discounted_price);

  await page.getByRole('banner').getByRole('button', { name: t('shell:header.cart') }).click();
  const drawer = page.getByRole('dialog').filter({ has: page.getByText(t('cart:title'), { exact: true }) });
  const line = drawer.getByRole('listitem');
  await expect(line).toContainText(variation.type);
  expect((await line.locator('.cart-line__price').innerText()).trim()).toBe(shown);
  await shopper.shot('product-options-cart');
});

interface FoodItem {
  id: number;
  name: string;
  veg: number;
  is_halal: number;
}

test('a food store’s items narrowed with its module’s Veg and Halal filters', async ({ page }, info) => {
  await page.setViewportSize({ width: PHONE.width, height: PHONE.height });
  await presetPreferences(page, PHONE.language, PHONE.theme);
  await presetChoices(page, 'food', PHONE.language);
  const shopper = new Shopper(page, PHONE, info);

  const food = await moduleOf(page, 'food');
  expect(food.policy.item_filters).toEqual(['veg', 'non_veg', 'halal']);
  const headers = { moduleId: String(food.id), zoneId: '[1]', 'X-localization': PHONE.language };
  const stores = ((await (await page.request.get('/api/v1/stores/latest?offset=1&limit=50', { headers })).json()) as { stores: { id: number; name: string; zone_id: number }[] }).stores;
  const listOf = async (storeId: number, filter?: string) => {
    const query = `/api/v1/items/latest?store_id=${storeId}&offset=1&limit=50${filter ? `&filter=${filter}` : ''}`;
    return ((await (await page.request.get(query, { headers })).json()) as { items: FoodItem[] }).items;
  };
  // A halal-tagging restaurant serving veg and non-veg dishes.
  let chosen: { store: (typeof stores)[number]; all: FoodItem[]; vegHalal: FoodItem[] } | null = null;
  for (const store of stores) {
    const all = await listOf(store.id);
    const vegHalal = await listOf(store.id, 'veg,halal');
    if (vegHalal.length > 0 && all.some((item) => !item.veg)) {
      chosen = { store, all, vegHalal };
      break;
    }
  }
  if (!chosen) throw new Error('the demo has no halal-tagging restaurant with veg and non-veg dishes');
  const { store, all, vegHalal } = chosen;

  await page.goto(`/store/${store.id}?id=${store.id}&module_id=${food.id}&module_type=food&store_zone_id=${store.zone_id}`);
  await expect(page.getByRole('heading', { level: 1, name: store.name })).toBeVisible();
  const filters = page.getByRole('group', { name: extra(PHONE.language, 'filters.label') });
  await expect(filters.getByRole('button')).toHaveText([extra(PHONE.language, 'filters.names.veg'), extra(PHONE.language, 'filters.names.non_veg'), extra(PHONE.language, 'filters.names.halal')]);
  const meat = all.find((item) => !item.veg);
  await expect(page.getByRole('article').first()).toBeVisible();
  await shopper.shot('food-filters');

  await filters.getByRole('button', { name: extra(PHONE.language, 'filters.names.veg'), exact: true }).click();
  await filters.getByRole('button', { name: extra(PHONE.language, 'filters.names.halal'), exact: true }).click();
  await expect(filters.getByRole('button', { name: extra(PHONE.language, 'filters.names.veg'), exact: true })).toHaveAttribute('aria-pressed', 'true');
  // Every card drawn (a store page draws its first six, the others when scrolled near).
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(vegHalal.length);
  for (const item of vegHalal) await expect(page.getByRole('heading', { level: 3, name: item.name, exact: true })).toBeAttached();
  await expect(page.getByRole('heading', { level: 3, name: meat?.name, exact: true })).toHaveCount(0);
  await filters.evaluate((group) => group.scrollIntoView({ block: 'start' }));
  await shopper.shot('food-filters-veg-halal');
});

test('the grocery home shows its flash sales with what is left and when each ends', async ({ page }, info) => {
  await page.setViewportSize({ width: DESKTOP.width, height: DESKTOP.height });
  await presetPreferences(page, DESKTOP.language, DESKTOP.theme);
  await presetChoices(page, 'grocery');
  const shopper = new Shopper(page, DESKTOP, info);

  const grocery = await moduleOf(page, 'grocery');
  const sales = ((await (await page.request.get('/api/v1/items/flash-sale?offset=1&limit=12', { headers: { moduleId: String(grocery.id), zoneId: '[1]' } })).json()) as {
    items: { name: string; stock: number; flash_sale_ends: string }[];
  }).items;
  expect(sales.length).toBeGreaterThan(0);

  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const heading = page.getByRole('heading', { level: 2, name: extra('en', 'flashSale.title') });
  // The strip comes with the sections below the first screen, drawn once their stand-in comes near the screen.
  await page.locator('.home-later').scrollIntoViewIfNeeded();
  await expect(heading).toBeVisible();
  const section = page.locator('section').filter({ has: heading });
  const first = sales[0];
  await expect(section.getByRole('heading', { level: 3, name: first?.name, exact: true }).first()).toBeVisible();
  await expect(section.locator('.flash-sale-note').first()).toContainText(extra('en', `flashSale.left_${first?.stock === 1 ? 'one' : 'other'}`, { count: String(first?.stock) }));
  await heading.scrollIntoViewIfNeeded();
  await shopper.shot('flash-sale-strip');
});

test('a dish’s nutrition details and allergens read in French, the known names translated', async ({ page }) => {
  await page.setViewportSize({ width: PHONE.width, height: PHONE.height });
  await presetPreferences(page, PHONE.language, PHONE.theme);
  await presetChoices(page, 'food', 'fr');
  const food = await moduleOf(page, 'food');
  const found = (await (await page.request.get('/api/v1/items/search?name=Classic%20cheeseburger', { headers: { moduleId: String(food.id) } })).json()) as { items: { id: number }[] };
  const dish = found.items[0]!;
  await page.goto(`/product/${dish.id}?id=${dish.id}&module_id=${food.id}`);
  const facts = page.locator('.product-facts');
  await expect(facts.getByText(extra('fr', 'details.nutrition'), { exact: true })).toBeVisible();
  await expect(facts).toContainText('Calories 780 kcal, Protéines 38 g, Lipides 42 g');
  await expect(facts).toContainText('Gluten, Lait');
});
