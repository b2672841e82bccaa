import { expect, test, type Page } from '../support/test';
import { fillCart, orderableItem } from '../support/demo-order';
import { euros, Shots } from '../support/money';
import { presetChoices, presetPreferences } from '../support/shopper';
import { textsOf } from '../support/texts';

/**
 * Issue 27's declined payment, on a right-to-left page (an RTL language code the storefront ships no
 * strings for: the texts are English, the direction is the language's): a guest pays an order through
 * the demo gateway and declines; the order says plainly that its payment failed and offers "Pay now",
 * and the cart still holds its items; paying again goes through and the order reads Paid (its lines
 * leave the cart then). Against the journeys' real server on the demo database.
 */

const t = textsOf('en');
const money = (amount: number) => euros(amount, 'ar');
const PHONE = '+33 6 21 43 65 87';

/** Back from the gateway on the tracking page: the guest gives the order's phone to see it. */
async function trackWithPhone(page: Page, orderId: number): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`/track-order\\?order_id=${orderId}$`));
  await expect(page.getByLabel(t('orders:track.orderId'))).toHaveValue(String(orderId));
  await page.getByLabel(t('orders:track.phone')).fill(PHONE);
  await page.getByRole('button', { name: t('orders:track.submit') }).click();
  await expect(page.getByRole('heading', { name: t('orders:card.title', { id: String(orderId) }) })).toBeVisible();
}

/** The order's payment status as the order page tags it. */
const paymentStatus = (page: Page) => page.locator('.ant-descriptions-item').filter({ hasText: t('orders:view.paymentStatus') }).locator('.ant-tag');

test('a declined online payment leaves the order unpaid and the cart recoverable; paying again settles it', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await presetPreferences(page, 'ar', 'light');
  await presetChoices(page, 'grocery', 'ar');
  const shots = new Shots(page, 'declined-rtl');
  const order = await orderableItem(page, 3);
  await fillCart(page, order, 'guest');
  const drawer = page.getByRole('dialog').filter({ has: page.getByText(t('cart:title'), { exact: true }) });
  const cartLine = drawer.getByRole('button', { name: t('cart:editLine', { name: order.item.name }) });
  let orderId = 0;
  let total = 0;

  await test.step('checkout pays online through the demo gateway', async () => {
    await page.goto('/checkout?page=cart');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.getByRole('button', { name: t('addresses:guest.add') }).click();
    const dialog = page.getByRole('dialog', { name: t('addresses:guest.add') });
    await dialog.getByLabel(t('addresses:guest.name')).fill('Katherine Johnson');
    await dialog.getByLabel(t('addresses:guest.phone')).fill(PHONE);
    await dialog.getByLabel(t('addresses:guest.address')).fill('35 Rue Montorgueil, 75002 Paris');
    await dialog.getByRole('button', { name: t('addresses:guest.save') }).click();
    await expect(dialog).toBeHidden();
    const quoted = page.waitForResponse(
      (response) => response.url().includes('/customer/order/quote') && response.request().postDataJSON()?.payment_method === 'digital_payment' && response.ok(),
    );
    await page.getByRole('radio', { name: 'Demo gateway' }).check();
    total = ((await (await quoted).json()) as { total: number }).total;
    await expect(page.getByRole('radio', { name: 'Demo gateway' })).toBeChecked();
    await shots.take('checkout-pay-online');
    const placed = page.waitForResponse((response) => response.url().includes('/customer/order/place') && response.ok());
    await page.getByRole('button', { name: t('checkout:place.submit') }).click();
    orderId = ((await (await placed).json()) as { order_id: number }).order_id;
  });

  await test.step('the demo gateway names the order and its amount; the guest declines', async () => {
    await expect(page).toHaveURL(/\/payment\/demo\//);
    await expect(page.getByText(t('checkout:demoGateway.forOrder', { id: String(orderId) }))).toBeVisible();
    await expect(page.getByText(money(total), { exact: true })).toBeVisible();
    await shots.take('demo-gateway-order');
    await page.getByRole('button', { name: t('checkout:demoGateway.decline') }).click();
  });

  await test.step('the order says its payment failed and offers to pay again; the cart still holds the items', async () => {
    await trackWithPhone(page, orderId);
    await expect(paymentStatus(page)).toHaveText(t('orders:paymentStatus.failed'));
    await expect(page.getByRole('alert').filter({ hasText: t('orders:pay.failed') })).toBeVisible();
    await expect(page.getByRole('button', { name: t('orders:pay.now') })).toBeVisible();
    await shots.take('order-payment-failed');
    await page.getByRole('banner').getByRole('button', { name: t('shell:header.cart') }).click();
    await expect(cartLine).toBeVisible();
    await shots.take('cart-kept');
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
  });

  await test.step('Pay now, Pay on the demo page: the order reads Paid, and its lines left the cart', async () => {
    await page.getByRole('button', { name: t('orders:pay.now') }).click();
    await expect(page).toHaveURL(/\/payment\/demo\//);
    await expect(page.getByText(t('checkout:demoGateway.forOrder', { id: String(orderId) }))).toBeVisible();
    await page.getByRole('button', { name: t('checkout:demoGateway.pay'), exact: true }).click();
    await trackWithPhone(page, orderId);
    await expect(paymentStatus(page)).toHaveText(t('orders:paymentStatus.paid'));
    await expect(page.getByRole('button', { name: t('orders:pay.now') })).toHaveCount(0);
    await shots.take('order-paid');
    await page.getByRole('banner').getByRole('button', { name: t('shell:header.cart') }).click();
    await expect(drawer).toBeVisible();
    await expect(cartLine).toHaveCount(0);
  });
});
