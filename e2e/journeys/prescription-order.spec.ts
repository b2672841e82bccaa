import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '../support/test';
import { demoItemsByStore } from '../support/demo-cart';
import { orderableItem, orderableStore } from '../support/demo-order';
import { ROOT } from '../support/server';
import { presetChoices, presetPreferences, Shopper, type Setting } from '../support/shopper';

/**
 * The pharmacy's remaining flows of issue 13, against the real server on a fresh demo database: a guest
 * with only a prescription goes from the pharmacy home's "Order with prescription" to the choice of a
 * pharmacy, gives the contact, sees the server's price of the delivery, sends two images and places the
 * order, then follows it with its images; a guest finds a medicine by its generic name and buys a
 * prescription item now, checkout asking for the prescription as the cart's does.
 */

const DESKTOP: Setting = { width: 1280, height: 800, language: 'en', theme: 'light' };
const PHONE = '+33611223344';

/** The pharmacy bundle's own English strings (its home action, and its page's). */
const PHARMACY: Record<string, string> = {
  ...(JSON.parse(readFileSync(join(ROOT, 'web-verticals', 'pharmacy', 'src', 'prescription', 'locales', 'en.json'), 'utf8')) as Record<string, string>),
  ...(JSON.parse(readFileSync(join(ROOT, 'web-verticals', 'pharmacy', 'src', 'pages', 'locales', 'en.json'), 'utf8')) as Record<string, string>),
};

/** A 1×1 PNG: a real picture, as the server checks the content, not the name. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const image = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });

/** Give the guest's contact in checkout's dialog (a delivery to the demo street). */
async function giveGuestContact(page: Page, t: Shopper['t']): Promise<void> {
  await page.getByRole('button', { name: t('addresses:guest.add') }).click();
  const dialog = page.getByRole('dialog', { name: t('addresses:guest.add') });
  await dialog.getByLabel(t('addresses:guest.name')).fill('Grace Hopper');
  await dialog.getByLabel(t('addresses:guest.phone')).fill(PHONE);
  await dialog.getByLabel(t('addresses:guest.address')).fill('35 Rue Montorgueil, 75002 Paris');
  await dialog.getByRole('button', { name: t('addresses:guest.save') }).click();
  await expect(dialog).toBeHidden();
}

test('a guest with only a prescription orders it from a pharmacy and follows it with its images', async ({ page }, info) => {
  await page.setViewportSize({ width: DESKTOP.width, height: DESKTOP.height });
  await presetPreferences(page, DESKTOP.language, DESKTOP.theme);
  await presetChoices(page, 'pharmacy');
  const shopper = new Shopper(page, DESKTOP, info);
  const { t } = shopper;
  let orderId = 0;
  let storeName = '';
  let storeId = 0;

  await test.step('"Order with prescription" on the pharmacy home leads to the choice of a pharmacy', async () => {
    await page.goto('/home');
    const action = page.getByRole('button', { name: PHARMACY.orderWithPrescription });
    await expect(action).toBeVisible();
    await shopper.shot('prescription-home-action');
    await action.click();
    await expect(page).toHaveURL(/\/pharmacy\/prescription-order$/);
    await expect(page.getByRole('heading', { level: 1, name: PHARMACY.pickTitle })).toBeVisible();
    const choices = page.getByRole('list', { name: PHARMACY.pickTitle }).getByRole('button');
    await expect(choices.first()).toBeVisible();
    await shopper.shot('prescription-pick-pharmacy');
    // A pharmacy that takes an order at this hour (the journeys run at any hour; some close at 20:00).
    ({ id: storeId, name: storeName } = await orderableStore(page, 'pharmacy'));
    await choices.filter({ hasText: storeName }).first().click();
    await expect(page).toHaveURL(new RegExp(`/checkout\\?page=prescription&store_id=${storeId}$`));
  });

  await test.step('checkout asks for the prescription and prices the delivery alone', async () => {
    await expect(page.getByRole('heading', { level: 1, name: t('checkout:title') })).toBeVisible();
    await expect(page.getByText(t('checkout:prescriptionOrder.store', { name: storeName }))).toBeVisible();
    await giveGuestContact(page, t);
    await expect(page.getByText(t('checkout:prescription.prompt')).first()).toBeVisible();
    await expect(page.getByRole('textbox', { name: t('checkout:coupon.label') })).toHaveCount(0);
    const breakdown = page.getByLabel(t('checkout:breakdown.label'));
    await expect(breakdown.getByText(t('checkout:breakdown.deliveryFee'))).toBeVisible();
    await expect(page.getByRole('button', { name: t('checkout:place.submit') })).toBeDisabled();
    await shopper.shot('prescription-only-checkout');
  });

  await test.step('four images are refused with SPEC.md’s message; two are sent and the order placed', async () => {
    await page.getByTestId('prescription-input').setInputFiles(['1', '2', '3', '4'].map((n) => image(`page-${n}.png`)));
    await expect(page.getByText('Maximum 3 images can be send at a time.')).toBeVisible();
    await page.getByTestId('prescription-input').setInputFiles([image('page-1.png'), image('page-2.png')]);
    const list = page.getByRole('list', { name: t('checkout:prescription.listLabel') });
    await expect(list.getByRole('listitem')).toHaveCount(2);
    const place = page.getByRole('button', { name: t('checkout:place.submit') });
    await expect(place).toBeEnabled();
    await shopper.shot('prescription-only-images');
    await place.click();
    await expect(page.getByText(t('checkout:success.title'))).toBeVisible();
    orderId = Number(((await page.locator('.ant-result-subtitle').textContent()) ?? '').match(/(\d+)/)?.[1]);
    expect(orderId).toBeGreaterThan(0);
  });

  await test.step('the guest follows the order and sees its prescription images', async () => {
    await page.getByRole('button', { name: t('checkout:success.track') }).click();
    await expect(page).toHaveURL(new RegExp(`/track-order\\?order_id=${orderId}$`));
    await page.getByLabel(t('orders:track.phone')).fill(PHONE);
    await page.getByRole('button', { name: t('orders:track.submit') }).click();
    await expect(page.getByText(t('orders:prescriptions.pricedLater'))).toBeVisible();
    const second = page.getByRole('img', { name: t('orders:prescriptions.imageAlt', { number: '2' }) });
    await expect(second).toBeVisible();
    await expect(second).toHaveAttribute('src', /^blob:/);
    // The picture really arrived from the server (a 1×1 PNG).
    expect(await second.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
    await second.scrollIntoViewIfNeeded();
    await shopper.shot('prescription-only-tracked');
  });

  await test.step("the pharmacy's own page offers the same order", async () => {
    await page.goto(`/store/${storeId}`);
    await expect(page.getByRole('heading', { name: storeName }).first()).toBeVisible();
    const action = page.getByRole('button', { name: PHARMACY.orderWithPrescription });
    await expect(action).toBeVisible();
    await shopper.shot('prescription-store-action');
    await action.click();
    await expect(page).toHaveURL(new RegExp(`/checkout\\?page=prescription&store_id=${storeId}$`));
    await expect(page.getByText(t('checkout:prescriptionOrder.store', { name: storeName }))).toBeVisible();
  });
});

test('a guest finds a medicine by its generic name and buys a prescription item now, with its prescription', async ({ page }, info) => {
  await page.setViewportSize({ width: DESKTOP.width, height: DESKTOP.height });
  await presetPreferences(page, DESKTOP.language, DESKTOP.theme);
  await presetChoices(page, 'pharmacy');
  const shopper = new Shopper(page, DESKTOP, info);
  const { t } = shopper;
  const { item, moduleId } = await orderableItem(page, 1, { moduleType: 'pharmacy', prescription: true, quantity: 1 });
  // A medicine whose generic name is not in its name (aspirin: acetylsalicylic acid).
  const medicines = [...(await demoItemsByStore(page, 'pharmacy')).values()].flat() as unknown as { name: string; generic_name: string[] }[];
  const medicine = medicines.find((found) => found.generic_name[0] && !found.name.toLowerCase().includes(found.generic_name[0].toLowerCase()));
  if (!medicine) throw new Error('no demo medicine is named apart from its generic name');
  const generic = medicine.generic_name[0] ?? '';

  await test.step('the storefront search finds a medicine by its generic name, shown on its card', async () => {
    await page.goto(`/search?name=${encodeURIComponent(generic.toUpperCase())}`);
    const card = page.locator('.item-card').filter({ hasText: medicine.name }).first();
    await expect(card).toBeVisible();
    await expect(card.locator('.item-card__generic')).toContainText(generic);
    await shopper.shot('generic-name-search');
  });

  await test.step('Buy Now on its product page: checkout asks for the prescription and waits for it', async () => {
    await page.goto(`/product/${item.id}?id=${item.id}&module_id=${moduleId}`);
    await expect(page.getByRole('heading', { level: 1, name: item.name })).toBeVisible();
    await page.getByRole('button', { name: t('cart:buyNow') }).click();
    await expect(page).toHaveURL(/\/checkout\?page=buy_now$/);
    await giveGuestContact(page, t);
    await expect(page.getByText(t('checkout:prescription.required'))).toBeVisible();
    await expect(page.getByText(t('checkout:prescription.needed')).last()).toBeVisible();
    await expect(page.getByRole('button', { name: t('checkout:place.submit') })).toBeDisabled();
    await shopper.shot('buy-now-prescription-asked');
  });

  await test.step('with one image the order is placed', async () => {
    await page.getByTestId('prescription-input').setInputFiles([image('page-1.png')]);
    await expect(page.getByRole('list', { name: t('checkout:prescription.listLabel') }).getByRole('listitem')).toHaveCount(1);
    const place = page.getByRole('button', { name: t('checkout:place.submit') });
    await expect(place).toBeEnabled();
    await place.click();
    await expect(page.getByText(t('checkout:success.title'))).toBeVisible();
    await shopper.shot('buy-now-prescription-placed');
  });
});
