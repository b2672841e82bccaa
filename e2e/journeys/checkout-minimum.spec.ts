import { expect, test, type Page } from '../support/test';
import { demoItemsByStore, isPlain, limitOf, type DemoItem } from '../support/demo-cart';
import { zoneStores, type DemoStore } from '../support/demo-order';
import { presetChoices, presetPreferences, Shopper, type Setting } from '../support/shopper';

/**
 * The cart checkout (issue 23): its summary lists what the cart orders (name, options, quantity and the
 * server's line total), and a cart under its store's minimum order shows what is missing (the quote's
 * figure) while Place order waits; once the cart reaches the minimum, the order can be placed. On a desktop
 * in English and on a phone in French, against the real server on a fresh demo database.
 */

const DESKTOP: Setting = { width: 1280, height: 800, language: 'en', theme: 'light' };
const PHONE: Setting = { width: 375, height: 812, language: 'fr', theme: 'dark' };

type PricedItem = DemoItem & { price: number; discounted_price?: number };

/** A plain grocery item cheaper than its store's minimum order, at a store that takes orders at this hour. */
async function itemUnderMinimum(page: Page, language: string): Promise<{ item: PricedItem; store: DemoStore; moduleId: number }> {
  const { moduleId, stores } = await zoneStores(page, 'grocery');
  const byStore = await demoItemsByStore(page, 'grocery', language);
  for (const store of stores) {
    if (!(store.open === 1 || store.schedule_order === 1) || store.delivery !== 1 || store.minimum_order <= 0) continue;
    const items = (byStore.get(store.id) ?? []) as PricedItem[];
    const item = items.find((found) => {
      const price = found.discounted_price ?? found.price;
      return isPlain(found) && price < store.minimum_order && limitOf(found) > Math.ceil(store.minimum_order / price);
    });
    if (item) return { item, store, moduleId };
  }
  throw new Error('no demo grocery store sells a plain item under its minimum order');
}

/** A guest's cart holding `quantity` of `item` (through the API; the cart journeys cover the cards). */
async function guestCart(page: Page, moduleId: number, item: PricedItem, quantity: number): Promise<string> {
  const guestId = ((await (await page.request.post('/api/v1/auth/guest/request')).json()) as { guest_id: string }).guest_id;
  await page.addInitScript((stored) => {
    if (window.sessionStorage.getItem('e2e-guest')) return;
    window.sessionStorage.setItem('e2e-guest', '1');
    window.localStorage.setItem('guest_id', JSON.stringify(stored));
  }, guestId);
  await addToCart(page, moduleId, guestId, item, quantity);
  return guestId;
}

async function addToCart(page: Page, moduleId: number, guestId: string, item: PricedItem, quantity: number): Promise<void> {
  const headers = { moduleId: String(moduleId), zoneId: '[1]' };
  const added = await page.request.post('/api/v1/customer/cart/add', { headers, data: { item_id: item.id, model: 'Item', quantity, guest_id: guestId } });
  if (!added.ok()) throw new Error(`cart add refused (${added.status()}): ${await added.text()}`);
}

/** The figures of the quote checkout asks once it knows where the order goes. */
interface QuoteFigures {
  minimum_order: number;
  missing_for_minimum: number;
  refusals: { code: string; message: string }[];
}

/** An amount as the storefront writes it in either language ("15.20" or "15,20"), for a text check. */
const amountPattern = (amount: number) => new RegExp(amount.toFixed(2).replace('.', '[.,]'));

async function addGuestContact(page: Page, shopper: Shopper): Promise<void> {
  const { t } = shopper;
  await page.getByRole('button', { name: t('addresses:guest.add') }).click();
  const dialog = page.getByRole('dialog', { name: t('addresses:guest.add') });
  await dialog.getByLabel(t('addresses:guest.name')).fill('Mary Jackson');
  await dialog.getByLabel(t('addresses:guest.phone')).fill('+33 6 22 33 44 55');
  await dialog.getByLabel(t('addresses:guest.address')).fill('35 Rue Montorgueil, 75002 Paris');
  await dialog.getByRole('button', { name: t('addresses:guest.save') }).click();
  await expect(dialog).toBeHidden();
}

for (const setting of [DESKTOP, PHONE]) {
  test(`under the store's minimum order, checkout lists the cart and says what is missing (${setting.width}px, ${setting.language})`, async ({ page }, info) => {
    await page.setViewportSize({ width: setting.width, height: setting.height });
    await presetPreferences(page, setting.language, setting.theme);
    await presetChoices(page, 'grocery', setting.language);
    const shopper = new Shopper(page, setting, info);
    const { t } = shopper;
    const { item, store, moduleId } = await itemUnderMinimum(page, setting.language);
    const guestId = await guestCart(page, moduleId, item, 1);
    let refused = '';
    const cartLine = () => page.getByLabel(t('checkout:summary.lines')).getByRole('group');

    await test.step('the summary lists the cart line with the server’s total', async () => {
      await page.goto('/checkout?page=cart');
      await expect(page.getByRole('heading', { level: 1, name: t('checkout:title') })).toBeVisible();
      const [line] = (await (await page.request.get(`/api/v1/customer/cart/list?guest_id=${guestId}`, { headers: { moduleId: String(moduleId), zoneId: '[1]', 'X-localization': setting.language } })).json()) as {
        item: { name: string };
        price: number;
      }[];
      const listed = page.getByLabel(t('checkout:direct.itemLabel', { name: line!.item.name, quantity: '1' }));
      await expect(listed).toBeVisible();
      await expect(listed).toContainText(amountPattern(line!.price));
      await expect(cartLine()).toHaveCount(1);
    });

    await test.step('the missing amount is the server’s, and Place order waits', async () => {
      const quoted = page.waitForResponse((response) => response.url().includes('/customer/order/quote') && response.ok());
      await addGuestContact(page, shopper);
      const figures = (await (await quoted).json()) as QuoteFigures;
      expect(figures.minimum_order).toBe(store.minimum_order);
      expect(figures.missing_for_minimum).toBeGreaterThan(0);
      const refusal = figures.refusals.find((found) => found.code === 'minimum_order');
      expect(refusal).toBeDefined();
      refused = refusal!.message;
      await expect(page.getByRole('alert').filter({ hasText: refusal!.message })).toBeVisible();
      const bar = page.locator('.place-order-bar');
      await expect(bar).toContainText(amountPattern(figures.missing_for_minimum));
      await expect(bar).toContainText(amountPattern(figures.minimum_order));
      await expect(page.getByRole('button', { name: t('checkout:place.submit') })).toBeDisabled();
      await shopper.shot('checkout-under-minimum');
      await page.screenshot({ path: info.outputPath(`checkout-under-minimum-${setting.width}.png`), fullPage: true });
    });

    await test.step('with enough in the cart, the order goes', async () => {
      const more = Math.ceil(store.minimum_order / (item.discounted_price ?? item.price));
      await addToCart(page, moduleId, guestId, item, more);
      await page.reload();
      await expect(page.getByLabel(t('checkout:direct.itemLabel', { name: item.name, quantity: String(more + 1) }))).toBeVisible();
      const place = page.getByRole('button', { name: t('checkout:place.submit') });
      await expect(place).toBeEnabled();
      await expect(page.getByRole('alert').filter({ hasText: refused })).toHaveCount(0);
      await shopper.shot('checkout-minimum-reached');
      await page.screenshot({ path: info.outputPath(`checkout-minimum-reached-${setting.width}.png`), fullPage: true });
      await place.click();
      await expect(page.getByText(t('checkout:success.title'))).toBeVisible();
    });
  });
}
