import { expect, test, type Page } from '../support/test';
import { signInDemoCustomer, signUpCustomer } from '../support/customer';
import { fillCart, orderableItem } from '../support/demo-order';
import { presetChoices, presetPreferences, Shopper, type Setting } from '../support/shopper';

/**
 * The checkout and orders journeys of issue 12, against the real server on a fresh demo database:
 * a guest checks out a delivery with a demo coupon, follows it on the tracking page and cancels it;
 * a customer orders a take-away on a phone (French, dark) and finds it in My Orders. The cart is
 * filled through the API (the cart journeys cover the cards); checkout is driven as a shopper does.
 */

const DESKTOP: Setting = { width: 1280, height: 800, language: 'en', theme: 'light' };
const PHONE: Setting = { width: 375, height: 812, language: 'fr', theme: 'dark' };

/** The demo's WELCOME10: 10% off from 10 of items (README). */
const COUPON = 'WELCOME10';
const COUPON_MINIMUM = 10;

function orderIdFrom(text: string): number {
  const match = text.match(/(\d+)/);
  if (!match) throw new Error(`no order number in "${text}"`);
  return Number(match[1]);
}

/** True when two boxes overlap (the floating buttons over the place-order button). */
async function overlaps(page: Page, a: string, b: string): Promise<boolean> {
  return page.evaluate(
    ([first, second]) => {
      const one = document.querySelector(first)?.getBoundingClientRect();
      const two = document.querySelector(second)?.getBoundingClientRect();
      if (!one || !two) return false;
      return one.left < two.right && two.left < one.right && one.top < two.bottom && two.top < one.bottom;
    },
    [a, b] as const,
  );
}

test('a guest checks out a delivery with a coupon, tracks the order and cancels it', async ({ page }, info) => {
  await page.setViewportSize({ width: DESKTOP.width, height: DESKTOP.height });
  await presetPreferences(page, DESKTOP.language, DESKTOP.theme);
  await presetChoices(page, 'grocery');
  const shopper = new Shopper(page, DESKTOP, info);
  const { t } = shopper;
  const order = await orderableItem(page, COUPON_MINIMUM + 2);
  await fillCart(page, order, 'guest');
  let orderId = 0;

  await test.step('checkout asks for the contact info first', async () => {
    await page.goto('/checkout?page=cart');
    await expect(page.getByRole('heading', { level: 1, name: t('checkout:title') })).toBeVisible();
    await expect(page.getByText(t('addresses:guest.empty'))).toBeVisible();
    await expect(page.getByRole('button', { name: t('checkout:place.submit') })).toBeDisabled();
    await expect(page.getByRole('combobox', { name: t('checkout:slots.label') })).toBeVisible();
    await shopper.shot('checkout-guest-empty');
  });

  await test.step('add the contact info', async () => {
    await page.getByRole('button', { name: t('addresses:guest.add') }).click();
    const dialog = page.getByRole('dialog', { name: t('addresses:guest.add') });
    await dialog.getByLabel(t('addresses:guest.name')).fill('Grace Hopper');
    await dialog.getByLabel(t('addresses:guest.phone')).fill('+33 6 11 22 33 44');
    await dialog.getByLabel(t('addresses:guest.address')).fill('35 Rue Montorgueil, 75002 Paris');
    await dialog.getByLabel(t('addresses:guest.house')).fill('4B');
    await dialog.getByRole('button', { name: t('addresses:guest.save') }).click();
    await expect(dialog).toBeHidden();
    const breakdown = page.getByLabel(t('checkout:breakdown.label'));
    await expect(breakdown.getByText(t('checkout:breakdown.deliveryFee'))).toBeVisible();
    await expect(breakdown.getByText(t('checkout:breakdown.total'), { exact: true })).toBeVisible();
  });

  await test.step('an unknown coupon is refused with the server’s message, the demo coupon applies', async () => {
    const field = page.getByRole('textbox', { name: t('checkout:coupon.label') });
    await field.fill('NOT-A-COUPON');
    await page.getByRole('button', { name: t('checkout:coupon.apply') }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Coupon not found.' })).toBeVisible();
    await field.fill(COUPON);
    await page.getByRole('button', { name: t('checkout:coupon.apply') }).click();
    await expect(page.getByText(t('checkout:coupon.applied', { code: COUPON }))).toBeVisible();
    await expect(page.getByLabel(t('checkout:breakdown.label')).getByText(t('checkout:breakdown.couponDiscount'))).toBeVisible();
    await shopper.shot('checkout-guest-coupon');
  });

  await test.step('place the order: one order, its number, the way to track it', async () => {
    const place = page.getByRole('button', { name: t('checkout:place.submit') });
    await expect(place).toBeEnabled();
    // A double click sends one key: the server answers the same order both times.
    // Each place request's answer, awaited in full before the check (a listener collecting parsed
    // bodies could still be parsing one when the page shows the success).
    const answers: Promise<number>[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/customer/order/place'))
        answers.push(request.response().then(async (response) => ((await response?.json()) as { order_id: number }).order_id));
    });
    await place.dblclick();
    const success = page.getByText(t('checkout:success.title'));
    await expect(success).toBeVisible();
    orderId = orderIdFrom((await page.locator('.ant-result-subtitle').textContent()) ?? '');
    const orderIds = await Promise.all(answers);
    expect(orderIds.length).toBeGreaterThan(0);
    expect(new Set(orderIds)).toEqual(new Set([orderId]));
    await shopper.shot('checkout-guest-placed');
  });

  await test.step('track the order with its number and the phone', async () => {
    await page.getByRole('button', { name: t('checkout:success.track') }).click();
    await expect(page).toHaveURL(new RegExp(`/track-order\\?order_id=${orderId}`));
    await page.getByLabel(t('orders:track.phone')).fill('+33 6 11 22 33 44');
    await page.getByRole('button', { name: t('orders:track.submit') }).click();
    await expect(page.getByRole('heading', { name: t('orders:card.title', { id: String(orderId) }) })).toBeVisible();
    await expect(page.getByLabel(t('orders:timeline.label')).getByText(t('orders:status.pending'))).toBeVisible();
    await expect(page.getByText(t('orders:view.items'))).toBeVisible();
    await shopper.shot('track-guest-order');
  });

  await test.step('a wrong phone finds nothing', async () => {
    await page.getByRole('button', { name: t('orders:track.another') }).click();
    await page.getByLabel(t('orders:track.orderId')).fill(String(orderId));
    await page.getByLabel(t('orders:track.phone')).fill('+33 6 99 99 99 99');
    await page.getByRole('button', { name: t('orders:track.submit') }).click();
    await expect(page.getByText(t('orders:track.missingTitle'))).toBeVisible();
    await page.getByRole('button', { name: t('orders:track.another') }).click();
    await page.getByLabel(t('orders:track.orderId')).fill(String(orderId));
    await page.getByLabel(t('orders:track.phone')).fill('+33 6 11 22 33 44');
    await page.getByRole('button', { name: t('orders:track.submit') }).click();
  });

  await test.step('cancel it with a reason', async () => {
    await page.getByRole('button', { name: t('orders:cancel.open') }).click();
    const dialog = page.getByRole('dialog', { name: t('orders:cancel.title', { id: String(orderId) }) });
    await dialog.getByRole('radio').first().check();
    await shopper.shot('cancel-reasons');
    await dialog.getByRole('button', { name: t('orders:cancel.confirm') }).click();
    await expect(page.getByText('Order canceled successfully')).toBeVisible();
    await expect(page.locator('.order-view__status').filter({ hasText: t('orders:status.canceled') })).toBeVisible();
    await expect(page.getByRole('button', { name: t('orders:cancel.open') })).toHaveCount(0);
    await shopper.shot('cancel-done');
  });
});

test('a customer orders a take-away on a phone and finds it in My Orders', async ({ page }, info) => {
  await page.setViewportSize({ width: PHONE.width, height: PHONE.height });
  await presetPreferences(page, PHONE.language, PHONE.theme);
  await presetChoices(page, 'grocery', PHONE.language);
  const shopper = new Shopper(page, PHONE, info);
  const { t } = shopper;
  const { token } = await signUpCustomer(page, 'Ada Lovelace');
  const order = await orderableItem(page, 3);
  await fillCart(page, order, { token });
  let orderId = 0;

  await test.step('take-away hides the address and shows the profile’s contact', async () => {
    await page.goto('/checkout?page=cart');
    await page.getByText(t('checkout:deliveryType.take_away'), { exact: true }).click();
    await expect(page.getByText('Ada Lovelace')).toBeVisible();
    await expect(page.getByText(t('checkout:sections.address'))).toHaveCount(0);
    const breakdown = page.getByLabel(t('checkout:breakdown.label'));
    await expect(breakdown.getByText(t('checkout:breakdown.free'))).toBeVisible();
    await page.getByRole('button', { name: t('checkout:place.submit') }).scrollIntoViewIfNeeded();
    await shopper.shot('checkout-take-away');
  });

  await test.step('the floating buttons leave the place-order button uncovered', async () => {
    const place = page.getByRole('button', { name: t('checkout:place.submit') });
    await expect(place).toBeEnabled();
    await expect(page.locator('.floating-actions')).toBeVisible();
    expect(await overlaps(page, '.place-order-bar .ant-btn-primary', '.floating-actions')).toBe(false);
  });

  await test.step('wherever the form scrolls, the floating buttons cover none of its controls', async () => {
    // Every scroll position: a control's part above the pinned place-order bar (below it, the bar hides
    // it) never meets a floating button (the coupon's Apply button was the one they touched).
    const covered = await page.evaluate(() => {
      const meets = (a: DOMRect, b: DOMRect, bottom: number) =>
        a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < Math.min(a.bottom, bottom);
      const hits: string[] = [];
      const controls = [...document.querySelectorAll('.checkout-layout :is(button, input, textarea, .ant-select, label)')].filter(
        (control) => !control.closest('.place-order-bar'),
      );
      for (let y = 0; y <= document.documentElement.scrollHeight; y += 16) {
        window.scrollTo(0, y);
        const barTop = document.querySelector('.place-order-bar')!.getBoundingClientRect().top;
        const floating = [...document.querySelectorAll('.floating-actions .ant-btn')].map((button) => button.getBoundingClientRect());
        for (const control of controls) {
          const box = control.getBoundingClientRect();
          if (floating.some((button) => meets(box, button, barTop))) hits.push(`${control.textContent || control.getAttribute('aria-label')} at ${y}`);
        }
      }
      return hits;
    });
    expect(covered).toEqual([]);
    expect(await overlaps(page, '.coupon-field .ant-btn', '.floating-actions')).toBe(false);
  });

  await test.step('place it and open it', async () => {
    await page.getByRole('button', { name: t('checkout:place.submit') }).scrollIntoViewIfNeeded();
    await page.getByRole('button', { name: t('checkout:place.submit') }).click();
    await expect(page.getByText(t('checkout:success.title'))).toBeVisible();
    orderId = orderIdFrom((await page.locator('.ant-result-subtitle').textContent()) ?? '');
    await shopper.shot('checkout-customer-placed');
    await page.getByRole('button', { name: t('checkout:success.track') }).click();
    await expect(page).toHaveURL(new RegExp(`/my-orders/${orderId}$`));
    await expect(page.getByRole('heading', { name: t('orders:card.title', { id: String(orderId) }) })).toBeVisible();
    await expect(page.getByText(t('orders:view.takeAway'))).toBeVisible();
    await shopper.shot('order-details');
  });

  await test.step('My Orders lists it among the running ones', async () => {
    await page.goto('/my-orders');
    const card = page.getByRole('link', { name: new RegExp(`^${t('orders:card.title', { id: String(orderId) })}(?!\\d)`) });
    await expect(card).toBeVisible();
    await shopper.shot('my-orders-running');
    await page.getByText(t('orders:list.history')).click();
    await expect(page.getByText(t('orders:list.noHistory'))).toBeVisible();
  });
});

test('the demo customer has a delivery brought to a saved address', async ({ page }, info) => {
  await page.setViewportSize({ width: DESKTOP.width, height: DESKTOP.height });
  await presetPreferences(page, 'en', 'dark');
  await presetChoices(page, 'grocery');
  const shopper = new Shopper(page, { ...DESKTOP, theme: 'dark' }, info);
  const { t } = shopper;
  const token = await signInDemoCustomer(page);
  await fillCart(page, await orderableItem(page, 3), { token });

  await test.step('pick a saved address, priced with its delivery fee', async () => {
    await page.goto('/checkout?page=cart');
    await expect(page.getByText(t('checkout:place.needAddress')).first()).toBeVisible();
    const list = page.getByRole('list', { name: t('addresses:list.title') });
    await list.getByRole('radio').first().check();
    await page.getByRole('button', { name: t('addresses:list.select') }).click();
    const breakdown = page.getByLabel(t('checkout:breakdown.label'));
    await expect(breakdown.getByText(t('checkout:breakdown.deliveryFee'))).toBeVisible();
    await expect(page.getByRole('button', { name: t('checkout:place.submit') })).toBeEnabled();
    await shopper.shot('checkout-saved-address');
  });

  await test.step('place it', async () => {
    await page.getByRole('button', { name: t('checkout:place.submit') }).click();
    await expect(page.getByText(t('checkout:success.title'))).toBeVisible();
    await shopper.shot('checkout-saved-address-placed');
  });
});
