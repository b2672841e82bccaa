import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test as base, type Page } from '../support/test';
import { signUpCustomer } from '../support/customer';
import { fillCart, orderableItem } from '../support/demo-order';
import { ROOT } from '../support/server';
import { presetChoices, presetPreferences } from '../support/shopper';
import { startStripeWorld, type StripeWorld } from '../support/stripe-server';
import { textsOf } from '../support/texts';

/**
 * Stripe's card page, against a server of its own started with Stripe on against a real localstripe (the
 * fake Stripe server the API tests use), which delivers its signed webhooks to that server: a customer who
 * pays online with Stripe lands on the card page, Stripe.js is loaded from the address the server gives
 * (localstripe's fake Stripe.js, allowed in by the page's Content-Security-Policy) and draws the card form,
 * and paying confirms the PaymentIntent with its client secret through it.
 *
 * Only Stripe's refusal can be seen through to the end here. localstripe's fake Stripe.js does not take a
 * card from its card form: its `confirmCardPayment(clientSecret, data)` ignores `data` and only answers
 * a 3-D Secure challenge for a PaymentIntent the server has already confirmed with a card attached
 * (`POST /v1/payment_intents/<id>/_authenticate`, which localstripe refuses with 400 "Bad request" for
 * a PaymentIntent still waiting for a payment method, as ours is); its `createPaymentMethod` does nothing.
 * So the card payment that Stripe would take cannot be made in a browser against it, and the order paid by
 * Stripe's webhook is covered by the API tests (tests/api/payments/test_stripe.py), which attach the card
 * through Stripe's API as Stripe.js would.
 */
const test = base.extend<object, { stripeWorld: StripeWorld }>({
  stripeWorld: [
    // Playwright reads what a fixture needs from this pattern: this one needs nothing.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const world = await startStripeWorld();
      await use(world);
      await world.stop();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ stripeWorld }, use) => use(stripeWorld.server.url),
});

const t = textsOf('en');
const SHOTS = join(ROOT, 'test-results', 'stripe-card');

async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
}

test('a customer paying with Stripe gets the card form from Stripe.js; a refusal is said plainly and the order stays unpaid', async ({
  page,
  stripeWorld,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await presetPreferences(page, 'en', 'light');
  await presetChoices(page, 'grocery');
  const { token } = await signUpCustomer(page, 'Grace Hopper');
  await fillCart(page, await orderableItem(page, 20), { token });
  const stripeJs = page.waitForResponse(`${stripeWorld.stripe}/js.stripe.com/v3/`);

  await test.step('check out, paying online with Stripe: the card page follows', async () => {
    await page.goto('/checkout?page=cart');
    await page.getByText(t('checkout:deliveryType.take_away'), { exact: true }).click();
    await page.getByRole('radio', { name: /Stripe/ }).check();
    await page.getByRole('button', { name: t('checkout:place.submit') }).click();
    await expect(page).toHaveURL(/\/payment\/stripe\/[\w-]+$/);
    await expect(page.getByRole('heading', { name: t('checkout:cardPayment.title') })).toBeVisible();
  });

  const cardForm = page.getByRole('group', { name: t('checkout:cardPayment.card') });
  await test.step('Stripe.js, from the address the server gave, draws the card form', async () => {
    expect((await stripeJs).status()).toBe(200);
    // localstripe's fake Stripe.js draws plain inputs named by their placeholders (Stripe's own, a frame).
    await cardForm.getByPlaceholder('number').fill('4242424242424242');
    await cardForm.getByPlaceholder('exp_month').fill('12');
    await cardForm.getByPlaceholder('exp_year').fill('40');
    await cardForm.getByPlaceholder('cvc').fill('123');
    await cardForm.getByPlaceholder('postal_code').fill('75002');
    await shot(page, 'card-page');
  });

  const amount = (await page.getByRole('button', { name: /^Pay / }).textContent())?.replace('Pay ', '') ?? '';
  await test.step('pay: Stripe refuses the confirmation, the page says so and offers to try again', async () => {
    const confirmation = page.waitForResponse((answer) => answer.url().startsWith(`${stripeWorld.stripe}/v1/payment_intents/`));
    await page.getByRole('button', { name: t('checkout:cardPayment.pay', { amount }) }).click();
    // localstripe's fake Stripe.js asks for a 3-D Secure answer in a box of its own.
    await page.getByRole('button', { name: 'Complete authentication' }).click();
    expect((await confirmation).status()).toBe(400);
    const refusal = page.getByRole('alert');
    await expect(refusal).toContainText(t('checkout:cardPayment.refusedOrder'));
    // Exactly "Try again": the spinner of the attempt has gone.
    await expect(page.getByRole('button', { name: t('checkout:cardPayment.tryAgain'), exact: true })).toBeEnabled();
    await expect(page).toHaveURL(/\/payment\/stripe\//);
    await shot(page, 'card-refused');
  });

  await test.step('the order reads Unpaid, and can be paid again', async () => {
    const orders = await page.request.get('/api/v1/customer/order/list?offset=1&limit=1&type=running', { headers: { Authorization: `Bearer ${token}` } });
    const orderId = ((await orders.json()) as { orders: { id: number }[] }).orders[0]!.id;
    await page.goto(`/my-orders/${orderId}`);
    await expect(page.getByText(t('orders:paymentStatus.unpaid'), { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: t('orders:pay.nowWith', { gateway: 'Stripe' }) })).toBeVisible();
    await shot(page, 'order-unpaid');
  });
});
