import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test as base, type Page } from '../support/test';
import { signInDemoCustomer } from '../support/customer';
import { fillCart, orderableItem } from '../support/demo-order';
import { ROOT, startServer, type RunningServer } from '../support/server';
import { presetChoices, presetPreferences } from '../support/shopper';
import { text, textsOf } from '../support/texts';

/**
 * Issue 28's journey: the demo customer orders a delivery, chats with the store from the running order
 * and sees the demo reply arrive live (no reload), finds the courier's conversation once the demo
 * dispatcher assigns one, then, once delivered, rates the item, the store and the courier and sees the
 * store's rating change on its page. The server's dispatcher moves demo orders one status every few
 * seconds (slow enough to chat while the order runs); the demo responder answers within a second.
 */
const test = base.extend<object, { chattingServer: RunningServer }>({
  chattingServer: [
    // Playwright reads what a fixture needs from this pattern: this one needs nothing.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const server = await startServer({ DEMO_DISPATCH_SECONDS: '6', DEMO_REPLY_SECONDS: '1' });
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ chattingServer }, use) => use(chattingServer.url),
});

const t = textsOf('en');
const SHOTS = join(ROOT, 'test-results', 'storefront', 'conversations');

async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${name}.png`), animations: 'disabled' });
}

interface TrackedOrder {
  store_id: number;
  order_status: string;
  delivery_man: { id: number; name: string } | null;
}

interface StoreReviews {
  avg_rating: number;
  rating_count: number;
}

test('a customer chats with the store and the courier of a running order, then rates it and sees the store’s rating move', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await presetPreferences(page, 'en', 'light');
  await presetChoices(page, 'grocery');
  const token = await signInDemoCustomer(page);
  const auth = { Authorization: `Bearer ${token}` };
  await fillCart(page, await orderableItem(page, 3), { token });

  let orderId = 0;
  await test.step('order a delivery to a saved address', async () => {
    await page.goto('/checkout?page=cart');
    const list = page.getByRole('list', { name: t('addresses:list.title') });
    await list.getByRole('radio').first().check();
    await page.getByRole('button', { name: t('addresses:list.select') }).click();
    const place = page.getByRole('button', { name: t('checkout:place.submit') });
    await expect(place).toBeEnabled();
    await place.click();
    await expect(page.getByText(t('checkout:success.title'))).toBeVisible();
    orderId = Number(/(\d+)/.exec((await page.locator('.ant-result-subtitle').textContent()) ?? '')?.[1]);
    await page.getByRole('button', { name: t('checkout:success.track') }).click();
    await expect(page).toHaveURL(new RegExp(`/my-orders/${orderId}$`));
  });
  const order = async () => (await (await page.request.get(`/api/v1/customer/order/track?order_id=${orderId}`, { headers: auth })).json()) as TrackedOrder;
  const storeId = (await order()).store_id;

  await test.step('chat with the store from the running order: the demo reply arrives without a reload', async () => {
    await page.getByRole('button', { name: t('conversations:entry.store') }).click();
    await expect(page).toHaveURL(/\/profile\?page=inbox&conversation=\d+/);
    const thread = page.getByRole('log');
    await expect(page.locator('.inbox__thread-head')).toContainText(t('conversations:list.about', { id: String(orderId) }));
    await page.getByRole('textbox', { name: t('conversations:composer.label') }).fill('Hello! Could you add a paper bag, please?');
    await page.getByRole('textbox', { name: t('conversations:composer.label') }).press('Enter');
    await expect(thread.locator('.message--own').filter({ hasText: 'Could you add a paper bag' })).toBeVisible();
    // The store's answer comes through the inbox stream: the page is never reloaded.
    await expect(thread.locator('.message--theirs').first()).toBeVisible({ timeout: 20_000 });
    await expect(thread.locator('.message--own')).toHaveCount(1);
    await shot(page, '01-store-replied');
  });

  await test.step('the courier’s conversation opens once a courier is on the order', async () => {
    await page.goto(`/my-orders/${orderId}`);
    const courier = page.getByRole('button', { name: t('conversations:entry.courier') });
    await expect(courier).toBeVisible({ timeout: 40_000 });
    const assigned = (await order()).delivery_man;
    expect(assigned).not.toBeNull();
    await shot(page, '02-order-with-courier');
    await courier.click();
    await expect(page).toHaveURL(/\/profile\?page=inbox&conversation=\d+/);
    await expect(page.locator('.inbox__thread-head')).toContainText(assigned!.name);
    const list = page.getByRole('list', { name: t('conversations:list.label') });
    await expect(list.getByRole('button')).toHaveCount(2);
    await shot(page, '03-inbox-store-and-courier');
  });

  await test.step('a reply that comes while the shopper is elsewhere shows on the header’s chat icon, live', async () => {
    const box = page.getByRole('textbox', { name: t('conversations:composer.label') });
    await box.fill('I am at home, ring twice please.');
    await box.press('Enter');
    await expect(page.getByRole('log').locator('.message--own')).toHaveCount(1);
    // Away from the inbox (within the app: the tab's stream keeps running) before the courier answers.
    await page.getByRole('menuitem', { name: t('shell:account.entries.my-orders') }).click();
    await expect(page).toHaveURL(/\/my-orders$/);
    const chat = page.locator('.app-header__actions .icon-count').filter({ has: page.getByRole('link', { name: t('shell:header.chat') }) });
    await expect(chat.locator('.icon-count__number')).toHaveText('1', { timeout: 20_000 });
    await shot(page, '04-unread-badge');
    await page.getByRole('link', { name: t('shell:header.chat') }).click();
    await page.getByRole('list', { name: t('conversations:list.label') }).getByRole('button').first().click();
    await expect(page.getByRole('log').locator('.message--theirs')).toHaveCount(1);
    // Read: the badge goes.
    await expect(chat).toHaveCount(0);
  });

  await test.step('on a phone the inbox shows one pane at a time, with a way back to the list', async () => {
    await page.setViewportSize({ width: 375, height: 812 });
    await expect(page.getByRole('list', { name: t('conversations:list.label') })).toHaveCount(0);
    await shot(page, '05-phone-thread');
    await page.getByRole('button', { name: t('conversations:thread.back') }).click();
    await expect(page.getByRole('list', { name: t('conversations:list.label') })).toBeVisible();
    await expect(page.getByRole('log')).toHaveCount(0);
    await shot(page, '06-phone-list');
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  await test.step('the demo dispatcher delivers it', async () => {
    await page.goto(`/my-orders/${orderId}`);
    await expect(page.locator('.order-view__status')).toHaveText(t('orders:status.delivered'), { timeout: 60_000 });
  });

  const before = (await (await page.request.get(`/api/v1/stores/reviews?store_id=${storeId}&offset=1&limit=5`)).json()) as StoreReviews;

  await test.step('rate the item, the store and the courier from My Orders', async () => {
    await page.goto('/my-orders?tab=history');
    const row = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: new RegExp(`^${t('orders:card.title', { id: String(orderId) })}(?!\\d)`) }) });
    await row.getByRole('button', { name: t('reviews:rate.action') }).click();
    const dialog = page.getByRole('dialog', { name: t('reviews:rate.title', { id: String(orderId) }) });
    await expect(dialog).toBeVisible();
    for (const [section, stars, comment] of [
      [t('reviews:rate.items'), 4, 'Fresh and ripe.'],
      [t('reviews:rate.store'), 5, 'Quick to answer and well packed.'],
      [t('reviews:rate.courier'), 5, 'Friendly and on time.'],
    ] as const) {
      const card = dialog.locator('.ant-card').filter({ has: page.getByText(section, { exact: true }) });
      const form = card.locator('.rating-form').filter({ has: page.getByRole('button', { name: t('reviews:rate.submit') }) }).first();
      await form.getByRole('radio').nth(stars - 1).click();
      await form.getByRole('textbox').fill(comment);
      await form.getByRole('button', { name: t('reviews:rate.submit') }).click();
      await expect(card.getByText(comment)).toBeVisible();
    }
    await expect(dialog.getByText(t('reviews:rate.done'))).toBeVisible();
    await shot(page, '07-order-rated');
    await dialog.getByRole('button', { name: /close/i }).click();
    // Everything reviewable is reviewed: the order no longer asks for a rating.
    await expect(row.getByRole('button', { name: t('reviews:rate.action') })).toHaveCount(0);
  });

  await test.step('the store’s page counts the new rating and shows the review first', async () => {
    await page.goto(`/store/${storeId}`);
    const reviews = page.getByRole('region', { name: t('reviews:list.title') });
    // The reviews come after the store's items, drawn when the shopper scrolls to their place (a press of End
    // before the items are in would stop short of it): scrolled to the place itself, once it is there.
    await page.locator('.reviews-part__placeholder').scrollIntoViewIfNeeded();
    await expect(reviews).toBeVisible();
    await reviews.scrollIntoViewIfNeeded();
    const count = before.rating_count + 1;
    await expect(reviews.getByText(t(`reviews:summary.count_${count === 1 ? 'one' : 'other'}`, { total: String(count) }))).toBeVisible();
    await expect(reviews.getByRole('list', { name: t('reviews:list.label') }).getByRole('listitem').first()).toContainText('Quick to answer and well packed.');
    await shot(page, '08-store-reviews');
  });

  await test.step('within 48 hours of the delivery the store page still offers a chat with the store', async () => {
    await page.keyboard.press('Home');
    await page.getByRole('button', { name: t('conversations:entry.store') }).click();
    await expect(page).toHaveURL(/\/profile\?page=inbox&conversation=\d+/);
    await expect(page.locator('.inbox__thread-head')).toContainText(t('conversations:list.about', { id: String(orderId) }));
  });

  await test.step('in French and dark the inbox reads in French; right to left, the customer’s messages keep to the inline end', async () => {
    const prefer = (language: string, theme: string) =>
      page.evaluate(
        ([lang, mode]) => {
          window.localStorage.setItem('language-setting', JSON.stringify(lang));
          window.localStorage.setItem('theme-mode', JSON.stringify(mode));
        },
        [language, theme] as const,
      );
    await prefer('fr', 'dark');
    await page.reload();
    await expect(page.getByRole('heading', { name: text('fr', 'conversations:list.label') })).toBeVisible();
    await expect(page.getByRole('textbox', { name: text('fr', 'conversations:composer.label') })).toHaveAttribute('placeholder', text('fr', 'conversations:composer.placeholder'));
    await expect(page.getByRole('log').locator('.message--theirs').first()).toBeVisible();
    await shot(page, '09-inbox-french-dark');
    await prefer('ar', 'light');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const own = (await page.getByRole('log').locator('.message--own').first().boundingBox())!;
    const theirs = (await page.getByRole('log').locator('.message--theirs').first().boundingBox())!;
    expect(own.x + own.width).toBeLessThan(theirs.x + theirs.width);
    await shot(page, '10-inbox-right-to-left');
  });
});
