import { expect, type Browser, type Page } from '../support/test';
import { signUpCustomer, uniqueContact } from '../support/customer';
import { fillCart, orderableItem } from '../support/demo-order';
import { customerMoney, dispatchingTest as test, euros, ledgerEntries, Shots, storedToken } from '../support/money';
import { presetChoices, presetPreferences } from '../support/shopper';
import { textsOf } from '../support/texts';

/**
 * Issue 27's referral journey, in French and the dark theme, against a server whose demo dispatcher
 * delivers demo orders: a customer copies the share link from the referral page; a friend opens it in
 * another browser on a phone, signs up (the code already in the form), sees the first-order discount in
 * checkout's breakdown and orders; once that order is delivered, the first customer's wallet shows the
 * referral reward. Every figure looked for on a page is one the server answered.
 */

const LANGUAGE = 'fr';
const t = textsOf(LANGUAGE);
const money = (amount: number) => euros(amount, LANGUAGE);
const PASSWORD = 'a long demo password';

/** The friend's browser: a phone, French, dark, a grocery shopper in the demo's zone. */
async function friendsPage(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, serviceWorkers: 'block', viewport: { width: 375, height: 812 } });
  const page = await context.newPage();
  await presetPreferences(page, LANGUAGE, 'dark');
  await presetChoices(page, 'grocery', LANGUAGE);
  return page;
}

test('a friend signs up with a customer’s referral link, gets the first-order discount, and the reward arrives on delivery', async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await presetPreferences(page, LANGUAGE, 'dark');
  await presetChoices(page, 'grocery', LANGUAGE);
  const shots = new Shots(page, 'referral');
  const { token: referrerToken } = await signUpCustomer(page, 'Marie Curie');
  const { ref_code: code } = await customerMoney(page, referrerToken);
  let link = '';

  await test.step('the referral page: the code, the share link copied, how it works with the marketplace’s figures', async () => {
    await page.goto('/referral-code');
    await expect(page.getByRole('heading', { level: 1, name: t('pages:account.referral-code.title') })).toBeVisible();
    await expect(page.getByText(code, { exact: true })).toBeVisible();
    await expect(page.getByText(t('pages:account.referral-code.stepReward', { reward: money(5) }))).toBeVisible();
    await page.getByRole('button', { name: t('pages:account.referral-code.copyLink') }).click();
    await expect(page.getByRole('button', { name: t('pages:account.referral-code.copied') })).toBeVisible();
    link = await page.evaluate(() => navigator.clipboard.readText());
    expect(new URL(link).searchParams.get('ref')).toBe(code);
    await expect(page.getByRole('textbox', { name: t('pages:account.referral-code.shareLink') })).toHaveValue(link);
    await shots.take('referral-page');
  });

  const friend = await friendsPage(browser, baseURL ?? '');
  const friendShots = new Shots(friend, 'referral-friend');
  const { email, phone } = uniqueContact('pierre');

  await test.step('the friend opens the link and signs up: the form holds the code', async () => {
    await friend.goto(link);
    await friend.getByRole('banner').getByRole('button', { name: t('shell:header.signIn') }).click();
    const signIn = friend.getByRole('dialog', { name: t('account:auth.signInTitle') });
    await signIn.getByRole('button', { name: t('account:auth.signUp') }).click();
    const dialog = friend.getByRole('dialog', { name: t('account:auth.signUpTitle') });
    await expect(dialog.getByLabel(t('account:auth.refCode'))).toHaveValue(code);
    await dialog.getByLabel(t('account:auth.name')).fill('Pierre Curie');
    await dialog.getByLabel(t('account:auth.email')).fill(email);
    await dialog.getByLabel(t('account:auth.phone')).fill(phone);
    await dialog.getByLabel(t('account:auth.password'), { exact: true }).fill(PASSWORD);
    await dialog.getByLabel(t('account:auth.confirmPassword')).fill(PASSWORD);
    await friendShots.take('sign-up-with-code');
    await dialog.getByRole('button', { name: t('account:auth.signUp') }).click();
    await expect(friend.getByText(t('account:auth.signedUp'))).toBeVisible();
    // The demo verifies new accounts' email with its demo code.
    const entry = friend.getByRole('dialog', { name: t('account:otp.title') });
    await entry.getByRole('textbox').first().pressSequentially('123456');
    await entry.getByRole('button', { name: t('account:otp.verify') }).click();
    await expect(entry).toBeHidden();
    const { ref_by: referredBy } = await customerMoney(friend, await storedToken(friend));
    expect(referredBy).not.toBeNull();
  });

  const friendToken = await storedToken(friend);
  await fillCart(friend, await orderableItem(friend, 20), { token: friendToken });
  let orderId = 0;

  await test.step('checkout shows the first-order discount in the breakdown, and the friend orders', async () => {
    // The take-away quote, as the server answers it: the checkout keeps the last figures on screen
    // while it asks again, so the breakdown is read against this answer, not against whichever came last.
    const takeAwayQuote = friend.waitForResponse(
      (response) =>
        response.url().includes('/customer/order/quote') &&
        response.ok() &&
        (response.request().postDataJSON() as { order_type?: string } | null)?.order_type === 'take_away',
    );
    await friend.goto('/checkout?page=cart');
    await friend.getByText(t('checkout:deliveryType.take_away'), { exact: true }).click();
    const breakdown = friend.getByLabel(t('checkout:breakdown.label'));
    const row = breakdown.getByText(t('checkout:breakdown.referralDiscount')).locator('..');
    await expect(row).toBeVisible();
    const quote = (await (await takeAwayQuote).json()) as { referral_discount: number; total: number };
    expect(quote.referral_discount).toBeGreaterThan(0);
    await expect(row).toContainText(money(quote.referral_discount));
    await expect(breakdown).toContainText(money(quote.total));
    await row.scrollIntoViewIfNeeded();
    await friendShots.take('checkout-first-order-discount');
    const place = friend.getByRole('button', { name: t('checkout:place.submit') });
    await place.scrollIntoViewIfNeeded();
    await place.click();
    await expect(friend.getByText(t('checkout:success.title'))).toBeVisible();
    orderId = Number(/(\d+)/.exec((await friend.locator('.ant-result-subtitle').textContent()) ?? '')?.[1]);
    expect(orderId).toBeGreaterThan(0);
  });

  await test.step('the order is delivered, its page keeps the discount', async () => {
    await friend.goto(`/my-orders/${orderId}`);
    await expect(friend.locator('.order-view__status')).toHaveText(t('orders:status.delivered'), { timeout: 30_000 });
    await expect(friend.getByText(t('checkout:breakdown.referralDiscount'))).toBeVisible();
    await friendShots.take('order-delivered');
  });

  await test.step('the first customer’s wallet shows the referral reward', async () => {
    // Credited by the background job once the friend's first order is delivered.
    await expect
      .poll(async () => (await ledgerEntries(page, referrerToken, 'wallet')).map((entry) => entry.transaction_type), { timeout: 20_000 })
      .toContain('referral_reward');
    const held = await customerMoney(page, referrerToken);
    await page.goto('/wallet');
    await expect(page.locator('.money-card .money-card__figure')).toHaveText(money(held.wallet_balance));
    const reward = page
      .getByRole('list', { name: t('pages:ledger.wallet.listLabel') })
      .getByRole('listitem')
      .filter({ hasText: t('pages:ledger.types.referral_reward') });
    await expect(reward).toContainText(`+${money(5)}`);
    await shots.take('referrer-wallet-reward');
  });
  await friend.context().close();
});
