import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Locator, type Page } from '../support/test';
import { signInDemoCustomer, signUpCustomer } from '../support/customer';
import { fillCart, orderableItem, zoneStores } from '../support/demo-order';
import { ROOT } from '../support/server';
import { DEMO_LOCATION, presetChoices, presetPreferences } from '../support/shopper';
import { textsOf } from '../support/texts';

/**
 * The account pages of issue 23 against the real server on the demo database: the address book
 * draws each address's label and text, the coupons page lists the server's coupons, the referral
 * page shows the profile's code, and My Orders and an order's page tell what the server holds.
 */

const t = textsOf('en');
const SHOTS = join(ROOT, 'test-results', 'account-shots');
mkdirSync(SHOTS, { recursive: true });

async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true, animations: 'disabled' });
}

/** The element's computed font size in pixels. */
const fontSize = (locator: Locator) => locator.evaluate((element) => Number.parseFloat(getComputedStyle(element).fontSize));

/** A GET of the API as the signed-in customer, in the demo's zone and (when given) module. */
async function asCustomer<T>(page: Page, token: string, path: string, moduleId?: number): Promise<T> {
  const headers: Record<string, string> = { Authorization: `Bearer ${token}`, zoneId: '[1]' };
  if (moduleId !== undefined) headers.moduleId = String(moduleId);
  const answer = await page.request.get(path, { headers });
  expect(answer.ok(), await answer.text()).toBe(true);
  return (await answer.json()) as T;
}

for (const width of [375, 1280]) {
  test(`the address book shows each saved address’s label and address at ${width}px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await presetPreferences(page, 'en', 'light');
    const token = await signInDemoCustomer(page);
    const { addresses } = await asCustomer<{ addresses: { address: string }[] }>(page, token, '/api/v1/customer/address/list');
    expect(addresses.length).toBeGreaterThan(0);

    await page.goto('/profile?page=my-address');
    const list = page.getByRole('list', { name: t('addresses:list.title') });
    const first = list.getByRole('listitem').first();
    const label = first.locator('.saved-address__label');
    const address = first.getByText(addresses[0]!.address);
    for (const part of [label, address]) {
      await expect(part).toBeVisible();
      expect(await fontSize(part)).toBeGreaterThan(10);
      const box = await part.boundingBox();
      expect(box && box.width > 0 && box.height > 0).toBe(true);
    }
    await expect(label).toHaveText(/\S/);
    await shot(page, `address-book-${width}`);
  });
}

test('the coupons page lists the coupons the server runs today', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await presetChoices(page, 'grocery');
  const token = await signInDemoCustomer(page);
  const { moduleId } = await zoneStores(page, 'grocery');
  const coupons = await asCustomer<{ code: string; title: string }[]>(page, token, '/api/v1/coupon/list', moduleId);
  expect(coupons.length).toBeGreaterThan(0);

  await page.goto('/coupons');

  const list = page.getByRole('list', { name: t('pages:account.coupons.title') });
  for (const coupon of coupons) {
    const card = list.getByRole('listitem').filter({ has: page.getByText(coupon.code, { exact: true }) });
    await expect(card.getByText(coupon.code, { exact: true })).toBeVisible();
    await expect(card).toContainText(coupon.title);
  }
  await expect(page.getByText(t('pages:account.coupons.emptyTitle'))).toHaveCount(0);
  await shot(page, 'coupons-1280');
});

test('the referral page shows the customer’s referral code from the profile', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const token = await signInDemoCustomer(page);
  const { ref_code: code } = await asCustomer<{ ref_code: string }>(page, token, '/api/v1/customer/info');
  expect(code).toBeTruthy();

  await page.goto('/referral-code');
  await expect(page.getByRole('heading', { level: 1, name: t('pages:account.referral-code.title') })).toBeVisible();
  await expect(page.getByText(code, { exact: true })).toBeVisible();
  await expect(page.getByText(t('pages:account.referral-code.emptyTitle'))).toHaveCount(0);
  await shot(page, 'referral-code-375');
});

test('My Orders says no order runs while History has one, and the order shows the customer’s note', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await presetPreferences(page, 'en', 'light');
  await presetChoices(page, 'grocery');
  const { token } = await signUpCustomer(page, 'Ada Lovelace');
  // Worth more than any demo store's minimum order.
  const order = await orderableItem(page, 40);
  await fillCart(page, order, { token });
  const note = 'Ring twice, the bell is broken';
  const headers = { Authorization: `Bearer ${token}`, moduleId: String(order.moduleId), zoneId: '[1]' };
  const placed = await page.request.post('/api/v1/customer/order/place', {
    headers,
    data: {
      order_type: 'take_away',
      address: DEMO_LOCATION.address,
      latitude: DEMO_LOCATION.lat,
      longitude: DEMO_LOCATION.lng,
      contact_person_name: 'Ada Lovelace',
      contact_person_number: '+33612345678',
      payment_method: 'cash_on_delivery',
      order_note: note,
    },
  });
  expect(placed.ok(), await placed.text()).toBe(true);
  const { order_id: orderId } = (await placed.json()) as { order_id: number };
  const canceled = await page.request.put('/api/v1/customer/order/cancel', { headers, data: { order_id: orderId, reason: 'Other' } });
  expect(canceled.ok(), await canceled.text()).toBe(true);

  await page.goto('/my-orders');
  await expect(page.getByText(t('orders:list.noRunning'))).toBeVisible();
  await expect(page.getByText('No orders yet')).toHaveCount(0);
  await shot(page, 'my-orders-running-empty');
  await page.getByRole('button', { name: t('orders:list.seeHistory') }).click();
  const card = page.getByRole('link', { name: new RegExp(`^${t('orders:card.title', { id: String(orderId) })}(?!\\d)`) });
  await expect(card).toBeVisible();
  await card.click();

  await expect(page.getByRole('heading', { name: t('orders:card.title', { id: String(orderId) }) })).toBeVisible();
  await expect(page.getByText(t('orders:view.note'))).toBeVisible();
  await expect(page.getByText(note)).toBeVisible();
  await shot(page, 'order-with-note');
});
