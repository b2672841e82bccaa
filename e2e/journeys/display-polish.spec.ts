import { expect, test, type Locator, type Page } from '../support/test';
import { demoItemsByStore, isPlain, type DemoItem } from '../support/demo-cart';
import { presetChoices, presetPreferences, Shopper, type Setting } from '../support/shopper';
import { text } from '../support/texts';

/**
 * Issue 23's finish, as a shopper sees it on the real server's demo: the product gallery's two arrows in
 * dark mode, the cart's free-delivery bar in the module's colour, a French product page writing its
 * numbers the French way (rating, discount badge), and the footer's address opening a map of that address.
 */

const DESKTOP: Setting = { width: 1280, height: 800, language: 'en', theme: 'dark' };

/** antd's default blue: what the free-delivery bar must not be in a module's own theme. */
const ANTD_BLUE = 'rgb(22, 119, 255)';

interface ShownItem extends DemoItem {
  images_full_url: string[];
  avg_rating: number;
  rating_count: number;
  discount: number;
  discount_type: string;
}

async function moduleIdOf(page: Page, moduleType: string): Promise<number> {
  const modules = (await (await page.request.get('/api/v1/module')).json()) as { id: number; module_type: string }[];
  const found = modules.find((module) => module.module_type === moduleType);
  if (!found) throw new Error(`the demo has no ${moduleType} module`);
  return found.id;
}

/** A demo shop product with several pictures (and, when `discounted`, a percent discount): the shop's products have three. */
async function itemWithPictures(page: Page, language: 'en' | 'fr', discounted = false): Promise<ShownItem> {
  const byStore = await demoItemsByStore(page, 'ecommerce', language);
  for (const items of byStore.values()) {
    const found = (items as ShownItem[]).find(
      (item) => item.images_full_url.length > 1 && item.rating_count > 0 && (!discounted || (item.discount_type === 'percent' && item.discount > 0)),
    );
    if (found) return found;
  }
  throw new Error('the demo shop has no product with several pictures');
}

/** The red, green, blue and alpha of a computed CSS colour ("rgb(1, 2, 3)" or "rgba(1, 2, 3, 0.5)"). */
function channels(colour: string): [number, number, number, number] {
  const match = colour.match(/rgba?\(([\d.]+),\s*([\d.]+),\s*([\d.]+)(?:,\s*([\d.]+))?\)/);
  if (!match) throw new Error(`not an rgb colour: ${colour}`);
  return [Number(match[1]), Number(match[2]), Number(match[3]), Number(match[4] ?? 1)];
}

/** WCAG's relative luminance of an opaque colour. */
function luminance([r, g, b]: [number, number, number, number]): number {
  const linear = (c: number) => (c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** How an arrow button is painted: its icon's colour, its own background, and its opacity. */
async function arrowPaint(arrow: Locator): Promise<{ icon: string; background: string; opacity: number }> {
  return arrow.evaluate((button) => {
    const svg = button.querySelector('svg');
    if (!svg) throw new Error('the arrow has no icon');
    return { icon: getComputedStyle(svg).color, background: getComputedStyle(button).backgroundColor, opacity: Number(getComputedStyle(button).opacity) };
  });
}

test('in dark mode the product gallery shows both arrows, the first picture’s previous one too', async ({ page }, info) => {
  await page.setViewportSize({ width: DESKTOP.width, height: DESKTOP.height });
  await presetPreferences(page, 'en', 'dark');
  await presetChoices(page, 'ecommerce');
  const shopper = new Shopper(page, DESKTOP, info);
  const item = await itemWithPictures(page, 'en');
  await page.goto(`/product/${item.id}?id=${item.id}&module_id=${await moduleIdOf(page, 'ecommerce')}`);
  const gallery = page.getByRole('group', { name: item.name });
  const previous = gallery.getByRole('button', { name: text('en', 'catalogue:gallery.previous') });
  const next = gallery.getByRole('button', { name: text('en', 'catalogue:gallery.next') });
  await expect(next).toBeVisible();
  await expect(previous).toBeVisible();
  await shopper.shot('product-dark-gallery');
  for (const arrow of [previous, next]) {
    await expect(arrow.locator('svg')).toBeVisible();
    const paint = await arrowPaint(arrow);
    const icon = channels(paint.icon);
    const background = channels(paint.background);
    // The icon is drawn in an opaque colour on an opaque disc that stands apart from it (3:1 or more),
    // whatever picture lies under the disc.
    expect(icon[3], `icon colour ${paint.icon}`).toBe(1);
    expect(background[3], `disc colour ${paint.background}`).toBe(1);
    const [light, dark] = [luminance(icon), luminance(background)].sort((a, b) => b - a) as [number, number];
    expect((light + 0.05) / (dark + 0.05), `${paint.icon} on ${paint.background}`).toBeGreaterThanOrEqual(3);
    expect(paint.opacity).toBeGreaterThanOrEqual(0.5);
  }
});

test('the grocery cart drawer’s free-delivery bar takes the module’s colour', async ({ page }, info) => {
  await page.setViewportSize({ width: DESKTOP.width, height: DESKTOP.height });
  await presetPreferences(page, 'en', 'light');
  await presetChoices(page, 'grocery');
  const shopper = new Shopper(page, { ...DESKTOP, theme: 'light' }, info);
  const { t } = shopper;
  const headers = { moduleId: String(await moduleIdOf(page, 'grocery')), zoneId: '[1]' };
  const stores = ((await (await page.request.get('/api/v1/stores/latest?offset=1&limit=50', { headers })).json()) as { stores: { id: number; free_delivery_over: number | null }[] }).stores;
  const byStore = await demoItemsByStore(page, 'grocery');
  const item = stores
    .filter((store) => (store.free_delivery_over ?? 0) > 0)
    .flatMap((store) => (byStore.get(store.id) ?? []).filter((candidate) => isPlain(candidate) && candidate.stock > 0))
    .at(0);
  if (!item) throw new Error('the demo grocery has no store with a free-delivery threshold and a plain item');

  await page.goto(`/search?name=${encodeURIComponent(item.name)}`);
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { level: 3, name: item.name, exact: true }) }).filter({ hasText: item.store_name });
  await card.getByRole('button', { name: t('cart:cardAddToCart') }).click();
  await expect(card.getByRole('group', { name: t('cart:lineQuantity', { name: item.name }) })).toBeVisible();
  await page.getByRole('banner').getByRole('button', { name: t('shell:header.cart') }).click();
  const drawer = page.locator('.cart-drawer');
  const bar = drawer.locator('.free-delivery-bar .ant-progress-track').first();
  await expect(bar).toBeVisible();
  const proceed = drawer.getByRole('button', { name: t('cart:proceed') });
  await expect(proceed).toBeVisible();
  await shopper.shot('grocery-drawer-free-delivery');
  const barColour = await bar.evaluate((element) => getComputedStyle(element).backgroundColor);
  const primary = await proceed.evaluate((element) => getComputedStyle(element).backgroundColor);
  expect(barColour).not.toBe(ANTD_BLUE);
  expect(barColour).toBe(primary);
});

test('a French product page writes its rating and discount the French way', async ({ page }, info) => {
  await page.setViewportSize({ width: DESKTOP.width, height: DESKTOP.height });
  await presetPreferences(page, 'fr', 'light');
  await presetChoices(page, 'ecommerce', 'fr');
  const shopper = new Shopper(page, { ...DESKTOP, language: 'fr', theme: 'light' }, info);
  const item = await itemWithPictures(page, 'fr', true);
  await page.goto(`/product/${item.id}?id=${item.id}&module_id=${await moduleIdOf(page, 'ecommerce')}`);
  await expect(page.getByRole('heading', { level: 1, name: item.name })).toBeVisible();
  // "Noté 4,90 sur 5 par 12 avis": a decimal comma, and the count the plural form reads.
  const rating = page.getByRole('img', { name: /^Noté \d+,\d{2} sur 5 par \S+ avis$/ });
  await expect(rating).toBeVisible();
  // The badge in the language's percent style: "-10 %" with a (narrow) no-break space.
  const badge = page.locator('.product-details__badges .catalogue-badge').filter({ hasText: /%/ });
  await expect(badge).toHaveText(new RegExp(`^-${Math.round(item.discount)}[\u00a0\u202f]%$`));
  await shopper.shot('french-product');
});

test('the footer’s address opens a map of that address', async ({ page }, info) => {
  await page.setViewportSize({ width: DESKTOP.width, height: DESKTOP.height });
  await presetPreferences(page, 'en', 'light');
  await presetChoices(page, 'grocery');
  const shopper = new Shopper(page, { ...DESKTOP, theme: 'light' }, info);
  const config = (await (await page.request.get('/api/v1/config')).json()) as { address: string };
  await page.goto('/home');
  // The footer is drawn once its stand-in comes on screen: the shopper scrolls to it.
  await page.locator('.app-footer-placeholder').scrollIntoViewIfNeeded();
  const address = page.getByRole('contentinfo').getByRole('button', { name: config.address });
  await expect(address).toBeVisible();
  await address.click();
  const dialog = page.getByRole('dialog', { name: config.address });
  const open = dialog.getByRole('link', { name: text('en', 'footer:openMap') });
  await expect(open).toBeVisible();
  await shopper.shot('footer-address-map');
  const link = new URL((await open.getAttribute('href')) ?? '');
  expect(link.hostname).toBe('www.openstreetmap.org');
  expect(link.searchParams.get('query')).toBe(config.address);
});
