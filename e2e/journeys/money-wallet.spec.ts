import { expect, type Page } from '../support/test';
import { signUpCustomer } from '../support/customer';
import { fillCart, orderableItem } from '../support/demo-order';
import { customerMoney, dispatchingTest as test, euros, ledgerEntries, pointsText, Shots } from '../support/money';
import { presetChoices, presetPreferences } from '../support/shopper';
import { textsOf } from '../support/texts';

/**
 * Issue 27's first money journey, against a server whose demo dispatcher delivers demo orders: a customer
 * tops up the wallet through the demo gateway (the bonus the dialog offers is credited with the fund),
 * pays an order partly from the wallet and the rest in cash, the order is delivered, the loyalty points
 * and the cashback it earned arrive, and the customer converts points to wallet money. Every figure looked
 * for on a page is one the server answered. The shopper is in Paris, the marketplace's time zone: the
 * times listed are the ones on the shopper's clock.
 */

const LANGUAGE = 'en';
const t = textsOf(LANGUAGE);
const money = (amount: number) => euros(amount, LANGUAGE);

test.use({ timezoneId: 'Europe/Paris' });

/** A top-up the demo's "10% top-up bonus" (from 20.00) applies to, and its "5.00 for 50.00" does not. */
const TOP_UP = 30;
const BONUS = 3;
/** Points converted: the demo's minimum. */
const CONVERTED = 200;

/** The quote the checkout asked with the partial payment, as the server answered it. */
interface Quote {
  total: number;
  wallet_pays: number;
  rest_to_pay: number;
  cashback: number;
}

/** The marketplace's loyalty settings (GET /api/v1/config). */
interface LoyaltyConfig {
  loyalty_point_item_purchase_point: number;
  loyalty_point_exchange_rate: number;
  loyalty_point_minimum_point: number;
}

/** A row of the wallet or points list, by what it says it is. */
const ledgerRow = (page: Page, account: 'wallet' | 'points', type: string) =>
  page.getByRole('list', { name: t(`pages:ledger.${account}.listLabel`) }).getByRole('listitem').filter({ hasText: t(`pages:ledger.types.${type}`) });

/** The balance card's figure (the wallet's money, or the points). */
const cardFigure = (page: Page) => page.locator('.money-card .money-card__figure');

test('a customer tops up the wallet, pays partly from it, earns points and cashback on delivery and converts points', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await presetPreferences(page, LANGUAGE, 'light');
  await presetChoices(page, 'grocery');
  const shots = new Shots(page, 'wallet-partial-points');
  const loyalty = (await (await page.request.get('/api/v1/config')).json()) as LoyaltyConfig;
  expect(loyalty.loyalty_point_minimum_point).toBeLessThanOrEqual(CONVERTED);
  const { token } = await signUpCustomer(page, 'Ada Lovelace');

  await test.step('add fund: the dialog offers the running bonuses, the demo gateway takes the payment', async () => {
    await page.goto('/wallet');
    await expect(page.getByRole('heading', { level: 1, name: t('pages:account.wallet.title') })).toBeVisible();
    await expect(cardFigure(page)).toHaveText(money(0));
    await page.getByRole('button', { name: t('pages:ledger.wallet.addFund') }).click();
    const dialog = page.getByRole('dialog', { name: t('pages:ledger.addFund.title') });
    const offers = dialog.getByRole('region', { name: t('pages:ledger.addFund.offers') });
    // The bonus this top-up earns, as the dialog offers it.
    await expect(offers.getByText(t('pages:ledger.addFund.percentBonus', { percent: '10', minimum: money(20) }))).toBeVisible();
    await dialog.getByLabel(t('pages:ledger.addFund.amount')).fill(String(TOP_UP));
    await expect(dialog.getByRole('radio', { name: 'Demo gateway' })).toBeChecked();
    await shots.take('add-fund-dialog');
    await dialog.getByRole('button', { name: t('pages:ledger.addFund.submit') }).click();

    await expect(page).toHaveURL(/\/payment\/demo\//);
    await expect(page.getByRole('heading', { name: t('checkout:demoGateway.title') })).toBeVisible();
    await expect(page.getByText(money(TOP_UP), { exact: true })).toBeVisible();
    await expect(page.getByText(t('checkout:demoGateway.forAddFund'))).toBeVisible();
    await shots.take('demo-gateway-add-fund');
    await page.getByRole('button', { name: t('checkout:demoGateway.pay'), exact: true }).click();
  });

  await test.step('back on the wallet: the fund and its bonus are in, each a row', async () => {
    await expect(page).toHaveURL(/\/wallet\?payment=succeeded/);
    await expect(page.getByRole('status').filter({ hasText: t('pages:ledger.topUp.added.title') })).toBeVisible();
    const [bonus, fund] = await ledgerEntries(page, token, 'wallet');
    expect(fund).toMatchObject({ transaction_type: 'add_fund', credit: TOP_UP });
    expect(bonus).toMatchObject({ transaction_type: 'admin_bonus', credit: BONUS, balance: TOP_UP + BONUS });
    expect((await customerMoney(page, token)).wallet_balance).toBe(TOP_UP + BONUS);
    await expect(cardFigure(page)).toHaveText(money(TOP_UP + BONUS));
    await expect(ledgerRow(page, 'wallet', 'add_fund')).toContainText(`+${money(TOP_UP)}`);
    await expect(ledgerRow(page, 'wallet', 'admin_bonus')).toContainText(`+${money(BONUS)}`);
    await expect(ledgerRow(page, 'wallet', 'admin_bonus')).toContainText(t('pages:ledger.balanceAfter', { amount: money(TOP_UP + BONUS) }));
    await shots.take('wallet-topped-up');
  });

  await test.step('the rows tell the time on the shopper’s clock', async () => {
    const shown = await page.getByRole('list', { name: t('pages:ledger.wallet.listLabel') }).locator('time').first().textContent();
    // Now on a Paris clock, as the list writes a moment (the top-up was a few seconds ago).
    const clock = new Intl.DateTimeFormat(LANGUAGE, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Paris' });
    expect([0, -60_000].map((shift) => clock.format(new Date(Date.now() + shift)))).toContain(shown);
  });

  // Worth well over the wallet's balance and the minimum points to convert.
  await fillCart(page, await orderableItem(page, 50), { token });
  let quote: Quote = { total: 0, wallet_pays: 0, rest_to_pay: 0, cashback: 0 };

  await test.step('checkout: the wallet pays what it holds, the rest in cash; the cashback the order earns is shown', async () => {
    await page.goto('/checkout?page=cart');
    await page.getByText(t('checkout:deliveryType.take_away'), { exact: true }).click();
    const quoted = page.waitForResponse(
      (response) => response.url().includes('/customer/order/quote') && response.request().postDataJSON()?.payment_method === 'partial_payment' && response.ok(),
    );
    await page.getByRole('radio', { name: t('checkout:payment.partial_payment') }).check();
    quote = (await (await quoted).json()) as Quote;
    expect(quote.wallet_pays).toBe(TOP_UP + BONUS);
    expect(quote.rest_to_pay).toBeGreaterThan(0);
    expect(quote.cashback).toBeGreaterThan(0);
    await expect(page.getByText(t('checkout:payment.split', { wallet: money(quote.wallet_pays), rest: money(quote.rest_to_pay) }))).toBeVisible();
    const rest = page.getByRole('radiogroup', { name: t('checkout:payment.restLabel') });
    await expect(rest.getByRole('radio', { name: t('checkout:payment.restInCash') })).toBeChecked();
    const split = page.getByLabel(t('checkout:split.label'));
    await expect(split).toContainText(`${t('checkout:split.wallet')}${money(quote.wallet_pays)}`);
    await expect(split).toContainText(`${t('checkout:split.onDelivery')}${money(quote.rest_to_pay)}`);
    await expect(page.getByText(t('checkout:split.cashback', { amount: money(quote.cashback) }))).toBeVisible();
    await rest.scrollIntoViewIfNeeded();
    await shots.take('checkout-partial-payment');
  });

  let orderId = 0;
  await test.step('place it: no payment page; the order is partly paid, from the wallet', async () => {
    await page.getByRole('button', { name: t('checkout:place.submit') }).click();
    await expect(page.getByText(t('checkout:success.title'))).toBeVisible();
    orderId = Number(/(\d+)/.exec((await page.locator('.ant-result-subtitle').textContent()) ?? '')?.[1]);
    await page.getByRole('button', { name: t('checkout:success.track') }).click();
    await expect(page).toHaveURL(new RegExp(`/my-orders/${orderId}$`));
    await expect(page.getByText(t('orders:paymentStatus.partially_paid'))).toBeVisible();
    await expect(page.getByText(t('orders:payment.partial_payment'))).toBeVisible();
    await expect(page.locator('.ant-descriptions-item').filter({ hasText: t('orders:view.walletPaid') })).toContainText(money(TOP_UP + BONUS));
    await shots.take('order-partially-paid');
  });

  await test.step('the demo dispatcher delivers it', async () => {
    await expect(page.locator('.order-view__status')).toHaveText(t('orders:status.delivered'), { timeout: 30_000 });
    await shots.take('order-delivered');
  });

  let points = 0;
  await test.step('the points and the cashback arrive (credited by the background job once delivered)', async () => {
    await expect.poll(async () => (await customerMoney(page, token)).loyalty_point, { timeout: 20_000 }).toBeGreaterThan(0);
    await expect.poll(async () => (await ledgerEntries(page, token, 'wallet')).map((entry) => entry.transaction_type), { timeout: 20_000 }).toContain('cashback');
    const held = await customerMoney(page, token);
    points = held.loyalty_point;
    // The configured share of what the order cost, in points (whole ones: the fraction is not given).
    const cents = Math.round(quote.total * 100);
    expect(points).toBe(Math.floor((cents * loyalty.loyalty_point_item_purchase_point * loyalty.loyalty_point_exchange_rate) / 100 / 100));
    const cashback = (await ledgerEntries(page, token, 'wallet')).find((entry) => entry.transaction_type === 'cashback');
    // What checkout said the order would earn.
    expect(cashback?.credit).toBe(quote.cashback);

    await page.goto('/loyalty-points');
    await expect(page.getByRole('heading', { level: 1, name: t('pages:account.loyalty-points.title') })).toBeVisible();
    await expect(cardFigure(page)).toHaveText(pointsText(points, LANGUAGE));
    await expect(ledgerRow(page, 'points', 'order_earned')).toContainText(`+${pointsText(points, LANGUAGE)}`);
    await shots.take('points-earned');

    await page.goto('/wallet');
    await expect(cardFigure(page)).toHaveText(money(held.wallet_balance));
    await expect(ledgerRow(page, 'wallet', 'order_payment')).toContainText(`−${money(TOP_UP + BONUS)}`);
    await expect(ledgerRow(page, 'wallet', 'cashback')).toContainText(`+${money(quote.cashback)}`);
    await shots.take('wallet-cashback');
  });

  await test.step('convert points to the wallet: the server’s message, both balances move', async () => {
    const before = await customerMoney(page, token);
    await page.goto('/loyalty-points');
    await page.getByRole('button', { name: t('pages:ledger.points.convert') }).click();
    const dialog = page.getByRole('dialog', { name: t('pages:ledger.convert.title') });
    await dialog.getByLabel(t('pages:ledger.convert.points')).fill(String(CONVERTED));
    await shots.take('convert-dialog');
    await dialog.getByRole('button', { name: t('pages:ledger.convert.submit'), exact: true }).click();
    await expect(page.getByText('Point to wallet transfer successfully.')).toBeVisible();
    await expect(dialog).toBeHidden();
    const after = await customerMoney(page, token);
    expect(after.loyalty_point).toBe(points - CONVERTED);
    await expect(cardFigure(page)).toHaveText(pointsText(after.loyalty_point, LANGUAGE));
    await expect(ledgerRow(page, 'points', 'converted_to_wallet')).toContainText(`−${pointsText(CONVERTED, LANGUAGE)}`);
    await shots.take('points-converted');

    // At the marketplace's rate: whole points per unit of money.
    const converted = CONVERTED / loyalty.loyalty_point_exchange_rate;
    expect(Math.round((after.wallet_balance - before.wallet_balance) * 100)).toBe(Math.round(converted * 100));
    await page.goto('/wallet');
    await expect(cardFigure(page)).toHaveText(money(after.wallet_balance));
    await expect(ledgerRow(page, 'wallet', 'loyalty_conversion')).toContainText(`+${money(converted)}`);
    await shots.take('wallet-after-conversion');
  });
});
