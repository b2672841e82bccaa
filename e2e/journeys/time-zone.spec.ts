import { expect, test } from '../support/test';
import { orderableItem } from '../support/demo-order';
import { MARKETPLACE_TIME_ZONE, marketplaceTomorrow, onMarketplaceClock, serverClock } from '../support/marketplace-clock';
import { presetChoices, presetPreferences, Shopper, type Setting } from '../support/shopper';

/**
 * Issue 23: a shopper whose device is in Tokyo (eight hours ahead of the marketplace in winter) checks
 * out at a Paris store. The time slots are the marketplace's (its hours, its today and tomorrow, as the
 * server's clock reads them), and the slot chosen is one the server takes: priced without a refusal and
 * placed for that hour in Paris. Against the real server on a fresh demo database.
 */

const DESKTOP: Setting = { width: 1280, height: 800, language: 'en', theme: 'light' };

test.use({ timezoneId: 'Asia/Tokyo' });

interface Schedule {
  day: number;
  opening_time: string;
  closing_time: string;
}

test('a shopper abroad is offered the marketplace’s time slots, and the one chosen is taken', async ({ page }, info) => {
  await page.setViewportSize({ width: DESKTOP.width, height: DESKTOP.height });
  await presetPreferences(page, DESKTOP.language, DESKTOP.theme);
  await presetChoices(page, 'grocery');
  const shopper = new Shopper(page, DESKTOP, info);
  const { t } = shopper;
  const { item, moduleId } = await orderableItem(page, 3, { scheduling: true, quantity: 2 });
  const headers = { moduleId: String(moduleId), zoneId: '[1]' };
  const store = (await (await page.request.get(`/api/v1/stores/details/${item.store_id}`, { headers })).json()) as { schedules: Schedule[] };
  expect((await serverClock(page)).timeZone).toBe(MARKETPLACE_TIME_ZONE);
  // Tomorrow on the marketplace's calendar, and the store's first opening that day.
  const tomorrow = await marketplaceTomorrow(page);
  const tomorrowDate = tomorrow.toISOString().slice(0, 10);
  const opening = store.schedules
    .filter((period) => period.day === tomorrow.getUTCDay())
    .map((period) => period.opening_time)
    .sort()[0];
  expect(opening, 'the store opens tomorrow').toBeTruthy();

  await test.step('Buy Now goes to checkout', async () => {
    await page.goto(`/product/${item.id}?id=${item.id}&module_id=${moduleId}`);
    await expect(page.getByRole('heading', { level: 1, name: item.name })).toBeVisible();
    await page.getByRole('button', { name: t('cart:increase') }).first().click();
    await page.getByRole('button', { name: t('cart:buyNow') }).click();
    await expect(page.getByRole('heading', { level: 1, name: t('checkout:title') })).toBeVisible();
    // The device's own reading is Tokyo's.
    expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe('Asia/Tokyo');
  });

  await test.step('the contact info', async () => {
    await page.getByRole('button', { name: t('addresses:guest.add') }).click();
    const dialog = page.getByRole('dialog', { name: t('addresses:guest.add') });
    await dialog.getByLabel(t('addresses:guest.name')).fill('Yoshiko Tanaka');
    await dialog.getByLabel(t('addresses:guest.phone')).fill('+33 6 12 34 56 79');
    await dialog.getByLabel(t('addresses:guest.address')).fill('35 Rue Montorgueil, 75002 Paris');
    await dialog.getByRole('button', { name: t('addresses:guest.save') }).click();
    await expect(dialog).toBeHidden();
  });

  await test.step('tomorrow in Paris starts at the store’s Paris opening', async () => {
    await page.getByRole('combobox', { name: t('checkout:slots.day') }).click();
    await page.locator('.ant-select-item-option').filter({ hasText: t('checkout:slots.tomorrow') }).click();
    await expect(page.locator('.time-slot-picker__time')).toContainText(opening!.slice(0, 5));
    const breakdown = page.getByLabel(t('checkout:breakdown.label'));
    await expect(breakdown.getByText(t('checkout:breakdown.total'), { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: t('checkout:place.submit') })).toBeEnabled();
    await shopper.shot('time-zone-tomorrow');
  });

  await test.step('placed for that hour of that day in Paris', async () => {
    await page.getByRole('button', { name: t('checkout:place.submit') }).click();
    await expect(page.getByText(t('checkout:success.title'))).toBeVisible();
    const guestId = await page.evaluate(() => JSON.parse(window.localStorage.getItem('guest_id') ?? 'null') as string | null);
    const orderId = ((await page.locator('.ant-result-subtitle').textContent()) ?? '').match(/\d+/)?.[0];
    const tracked = await page.request.get(`/api/v1/customer/order/track?order_id=${orderId}&guest_id=${guestId}&contact_number=${encodeURIComponent('+33 6 12 34 56 79')}`);
    const scheduled = onMarketplaceClock(new Date(((await tracked.json()) as { schedule_at: string }).schedule_at));
    expect(scheduled).toEqual({ clock: opening!.slice(0, 5), date: tomorrowDate });
    await shopper.shot('time-zone-placed');
  });
});

/** "YYYY-MM-DDTHH:mm" of an instant on the marketplace's wall clock: a datetime-local value. */
const wallValue = (instant: Date) => {
  const { date, clock } = onMarketplaceClock(instant);
  return `${date}T${clock}`;
};

test('a shopper abroad picks a rental pickup time on the marketplace’s clock, and it is booked so', async ({ page }, info) => {
  test.setTimeout(120_000); // a long journey on a shared machine
  await page.setViewportSize({ width: DESKTOP.width, height: DESKTOP.height });
  await presetPreferences(page, DESKTOP.language, DESKTOP.theme);
  await presetChoices(page, 'rental');
  const shopper = new Shopper(page, DESKTOP, info);
  const serverNow = async () => (await serverClock(page)).now;
  const hour = 60 * 60 * 1000;
  // Tomorrow at 10:00 on the marketplace's calendar.
  const tomorrow = await marketplaceTomorrow(page);
  const pickup = `${tomorrow.toISOString().slice(0, 10)}T10:00`;
  // How the page writes a moment in Paris, and in the device's zone (Tokyo), with the browser's own Intl.
  const written = (iso: string, timeZone: string) =>
    page.evaluate(([at, zone]) => new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short', timeZone: zone }).format(new Date(at!)), [iso, timeZone]);

  await test.step('the trip form offers an hour from the server’s now, in Paris', async () => {
    await page.goto('/rental/vehicle-search?all_category=1');
    const card = page.getByRole('main').getByRole('article').first();
    await expect(card).toBeVisible();
    const before = await serverNow();
    await card.hover();
    await card.getByRole('button', { name: 'Add to trip' }).click();
    const form = page.getByRole('dialog');
    const time = form.getByLabel('Pickup time');
    await expect(time).toBeEnabled();
    const after = await serverNow();
    // What Paris's clock read (an hour after) the server's now, between before and after the form asked:
    // "YYYY-MM-DDTHH:mm" values sort as the moments do.
    const within = (value: string, from: Date, to: Date) => value >= wallValue(from) && value <= wallValue(to);
    const offered = await time.inputValue();
    expect(within(offered, new Date(before.getTime() + hour), new Date(after.getTime() + hour)), `offered ${offered}`).toBe(true);
    const earliest = (await time.getAttribute('min')) ?? '';
    expect(within(earliest, before, after), `min ${earliest}`).toBe(true);
    await expect(form.getByText(`Time zone: ${MARKETPLACE_TIME_ZONE}`)).toBeVisible();
    expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe('Asia/Tokyo');
    await form.getByText('Hourly', { exact: true }).click();
    await time.fill(pickup);
    await shopper.shot('time-zone-rental-form');
    await form.getByRole('button', { name: 'Add to trip' }).click();
    await expect(form).toBeHidden();
  });

  let pickupIso = '';
  await test.step('the trip cart holds that hour in Paris, and shows it so', async () => {
    const guestId = await page.evaluate(() => JSON.parse(window.localStorage.getItem('guest_id') ?? 'null') as string);
    const cart = (await (await page.request.get(`/api/v1/rental/user/cart/get-cart?guest_id=${guestId}`)).json()) as { user_data: { pickup_time: string } };
    pickupIso = cart.user_data.pickup_time;
    expect(wallValue(new Date(pickupIso))).toBe(pickup);
    await page.getByRole('button', { name: 'Trip Cart' }).click();
    const drawer = page.locator('.cart-drawer');
    await expect(drawer.getByText(await written(pickupIso, MARKETPLACE_TIME_ZONE), { exact: true })).toBeVisible();
    await expect(drawer.getByText(await written(pickupIso, 'Asia/Tokyo'), { exact: true })).toHaveCount(0);
    await shopper.shot('time-zone-rental-drawer');
    await drawer.getByRole('button', { name: 'Book trip' }).click();
    await expect(page.getByRole('heading', { name: 'Book your trip' })).toBeVisible();
  });

  await test.step('booked for that hour in Paris, and the trip shows it so', async () => {
    await page.getByRole('textbox', { name: 'Name' }).fill('Yoshiko Tanaka');
    await page.getByRole('textbox', { name: 'Phone' }).fill('+33 6 12 34 56 79');
    await page.getByRole('button', { name: 'Book', exact: true }).click();
    await expect(page.getByText('Trip booked successfully')).toBeVisible();
    await page.getByRole('button', { name: 'View trip' }).click();
    const details = page.getByTestId('trip-details');
    await expect(details.getByText(await written(pickupIso, MARKETPLACE_TIME_ZONE), { exact: true })).toBeVisible();
    await shopper.shot('time-zone-rental-trip');
  });
});
