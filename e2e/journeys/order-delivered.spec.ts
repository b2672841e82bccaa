import { expect, test as base } from '../support/test';
import { fillCart, orderableItem } from '../support/demo-order';
import { startServer, type RunningServer } from '../support/server';
import { presetChoices, presetPreferences, Shopper, type Setting } from '../support/shopper';

/**
 * An order followed to its delivery, against a server of its own whose demo dispatcher moves demo
 * orders one status every second (DEMO_DISPATCH_SECONDS=1): the other journeys' server keeps it off,
 * so their orders stay where they are (cancel needs a pending or confirmed order).
 */
const DISPATCH_SECONDS = '1';

const test = base.extend<object, { dispatchingServer: RunningServer }>({
  dispatchingServer: [
    // Playwright reads what a fixture needs from this pattern: this one needs nothing.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const server = await startServer({ DEMO_DISPATCH_SECONDS: DISPATCH_SECONDS });
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ dispatchingServer }, use) => use(dispatchingServer.url),
});

const SETTING: Setting = { width: 1280, height: 800, language: 'en', theme: 'light' };

test('a guest’s delivery is followed live on the tracking page until it is delivered', async ({ page }, info) => {
  await page.setViewportSize({ width: SETTING.width, height: SETTING.height });
  await presetPreferences(page, SETTING.language, SETTING.theme);
  await presetChoices(page, 'grocery');
  const shopper = new Shopper(page, SETTING, info);
  const { t } = shopper;
  await fillCart(page, await orderableItem(page, 3), 'guest');
  const phone = '+33 6 55 44 33 22';

  await test.step('check out a delivery', async () => {
    await page.goto('/checkout?page=cart');
    await page.getByRole('button', { name: t('addresses:guest.add') }).click();
    const dialog = page.getByRole('dialog', { name: t('addresses:guest.add') });
    await dialog.getByLabel(t('addresses:guest.name')).fill('Dorothy Vaughan');
    await dialog.getByLabel(t('addresses:guest.phone')).fill(phone);
    await dialog.getByLabel(t('addresses:guest.address')).fill('35 Rue Montorgueil, 75002 Paris');
    await dialog.getByRole('button', { name: t('addresses:guest.save') }).click();
    await expect(dialog).toBeHidden();
    const place = page.getByRole('button', { name: t('checkout:place.submit') });
    await expect(place).toBeEnabled();
    await place.click();
    await expect(page.getByText(t('checkout:success.title'))).toBeVisible();
  });

  await test.step('track it with the phone: the status moves on its own up to Delivered', async () => {
    await page.getByRole('button', { name: t('checkout:success.track') }).click();
    await page.getByLabel(t('orders:track.phone')).fill(phone);
    await page.getByRole('button', { name: t('orders:track.submit') }).click();
    const status = page.locator('.order-view__status');
    await expect(status).toBeVisible();
    await shopper.shot('tracking-moving');
    // Five steps at a second each, seen through the page's live status (never reloaded here).
    await expect(status).toHaveText(t('orders:status.delivered'), { timeout: 30_000 });
    await expect(page.getByLabel(t('orders:timeline.label')).getByText(t('orders:status.delivered'))).toBeVisible();
    await expect(page.getByRole('button', { name: t('orders:cancel.open') })).toHaveCount(0);
    await shopper.shot('tracking-delivered');
  });
});
