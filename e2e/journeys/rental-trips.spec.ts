import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Locator, type Page } from '../support/test';
import { signInDemoCustomer } from '../support/customer';
import { expectClosed, presetChoices, SHOTS } from '../support/shopper';
import { textsOf } from '../support/texts';

/**
 * Booking rental trips (issue 13): a guest books a trip hourly, follows it with 'Track Trip' and
 * cancels it; the demo customer books one distance-wise and finds it in My Trips; a zone switch keeps
 * a trip cart whose provider serves the new zones and clears it, with SPEC.md's message, otherwise.
 */

const FOLDER = join(SHOTS, 'rental-trips');
mkdirSync(FOLDER, { recursive: true });
/** A full-page screenshot from the top (the sticky header drawn in its place). */
async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: join(FOLDER, `${name}.png`), fullPage: true });
}
const t = textsOf('en');

/** Add the vehicle of `card` to the trip cart; `how` fills the trip form after the rental type is chosen. */
async function addToTrip(page: Page, card: Locator, type: 'Hourly' | 'Distance-wise', how: (form: Locator) => Promise<void>) {
  await card.hover();
  await card.getByRole('button', { name: 'Add to trip' }).click();
  const form = page.getByRole('dialog');
  await form.getByText(type, { exact: true }).click();
  await how(form);
  await form.getByRole('button', { name: 'Add to trip' }).click();
  await expectClosed(form);
}

async function vehicleCards(page: Page): Promise<Locator> {
  await page.goto('/rental/vehicle-search?all_category=1');
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards.nth(1)).toBeVisible();
  return cards;
}

/** Open the trip cart drawer and go to the trip checkout with Book trip. */
async function bookFromDrawer(page: Page) {
  await page.getByRole('button', { name: 'Trip Cart' }).click();
  const drawer = page.locator('.cart-drawer');
  await expect(drawer.getByTestId('trip-line-price')).toHaveCount(1);
  await drawer.getByRole('button', { name: 'Book trip' }).click();
  await expect(page).toHaveURL(/\/rental\/trip-checkout$/);
  await expect(page.getByRole('heading', { name: 'Book your trip' })).toBeVisible();
}

test('a guest books a trip hourly, tracks it with Track Trip and cancels it', async ({ page }) => {
  test.setTimeout(150_000); // a long journey on a shared machine
  await page.setViewportSize({ width: 1280, height: 900 });
  await presetChoices(page, 'rental');
  const cards = await vehicleCards(page);
  await addToTrip(page, cards.nth(0), 'Hourly', (form) => form.getByLabel('Hours').fill('3'));
  await bookFromDrawer(page);

  const guestId = await page.evaluate(() => JSON.parse(window.localStorage.getItem('guest_id') ?? 'null') as string);
  const cart = (await (await page.request.get(`/api/v1/rental/user/cart/get-cart?guest_id=${guestId}`)).json()) as { subtotal: number; tax: number; total: number };
  // The provider's tax is in the trip's total (the demo's providers charge 20%, added to the fares).
  expect(cart.tax).toBeGreaterThan(0);
  expect(cart.total).toBeCloseTo(cart.subtotal + cart.tax, 2);
  await expect(page.getByTestId('trip-checkout-tax')).toContainText(cart.tax.toFixed(2));
  await expect(page.getByTestId('trip-checkout-total')).toContainText(cart.total.toFixed(2));
  await page.getByRole('textbox', { name: 'Name' }).fill('Grace Guest');
  await page.getByRole('textbox', { name: 'Phone' }).fill('+33 6 98 76 54 32');
  await expect(page.getByRole('textbox', { name: 'Phone' })).toHaveValue('+33698765432');
  await page.getByLabel('Note for the provider').fill('Two helmets, please.');
  await shot(page, 'guest-checkout');
  await page.getByRole('button', { name: 'Book', exact: true }).click();
  await expect(page.getByText('Trip booked successfully')).toBeVisible();
  const outcome = await page.getByText(/^Trip #\d+ is booked/).textContent();
  const tripId = Number(/#(\d+)/.exec(outcome ?? '')?.[1]);
  await shot(page, 'guest-booked');

  await page.getByRole('button', { name: 'View trip' }).click();
  const details = page.getByTestId('trip-details');
  await expect(details.getByRole('heading', { name: `Trip #${tripId}` })).toBeVisible();
  await expect(details.getByTestId('trip-tax')).toContainText(cart.tax.toFixed(2));
  await expect(details.getByTestId('trip-total')).toContainText(cart.total.toFixed(2));
  await expect(details.getByText('Note: Two helmets, please.')).toBeVisible();
  await shot(page, 'guest-trip');

  // 'Track Trip' in the header (guests, rental module) leads to trip tracking.
  await page.getByRole('banner').getByRole('link', { name: 'Track Trip' }).click();
  await expect(page).toHaveURL(/\/track-order$/);
  await expect(page.getByRole('heading', { name: 'Track Trip' })).toBeVisible();
  await page.getByLabel('Trip ID').fill(String(tripId));
  await page.getByRole('textbox', { name: 'Phone' }).fill('+33698765432');
  await page.getByRole('button', { name: 'Track', exact: true }).click();
  await expect(details.getByRole('heading', { name: `Trip #${tripId}` })).toBeVisible();
  await shot(page, 'guest-track-trip');

  await details.getByRole('button', { name: 'Cancel trip' }).click();
  const dialog = page.getByRole('dialog', { name: `Cancel trip #${tripId}?` });
  await dialog.getByLabel('Why do you cancel?').fill('Plans changed');
  await dialog.getByRole('button', { name: 'Cancel trip' }).click();
  await expect(dialog).toBeHidden();
  await expect(details.getByText('Canceled: Plans changed')).toBeVisible();
  await expect(details.getByRole('button', { name: 'Cancel trip' })).toHaveCount(0);
  await shot(page, 'guest-trip-canceled');
});

test('the demo customer books a trip distance-wise, finds it in My Trips, and a zone switch keeps or clears the trip cart', async ({ page }) => {
  test.setTimeout(150_000); // a long journey on a shared machine
  await page.setViewportSize({ width: 1280, height: 900 });
  const token = await signInDemoCustomer(page);
  await presetChoices(page, 'rental');
  let cards = await vehicleCards(page);
  await addToTrip(page, cards.nth(1), 'Distance-wise', async (form) => {
    await form.getByLabel('Destination').fill('Louvre');
    await page.locator('.ant-select-item-option').first().click();
  });
  await bookFromDrawer(page);
  await expect(page.getByRole('textbox', { name: 'Name' })).not.toHaveValue('');
  await expect(page.getByRole('textbox', { name: 'Phone' })).toHaveValue('+33600000001');
  await shot(page, 'customer-checkout');
  await page.getByRole('button', { name: 'Book', exact: true }).click();
  await expect(page.getByText('Trip booked successfully')).toBeVisible();
  const outcome = await page.getByText(/^Trip #\d+ is booked/).textContent();
  const tripId = Number(/#(\d+)/.exec(outcome ?? '')?.[1]);

  // My Trips, from the account menu.
  await page.goto('/my-trips');
  await expect(page.getByRole('heading', { name: 'My Trips' })).toBeVisible();
  const card = page.getByTestId('trip-card').filter({ hasText: `Trip #${tripId}` });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Distance-wise');
  await shot(page, 'customer-my-trips');
  await card.click();
  await expect(page).toHaveURL(new RegExp(`/rental/trip\\?id=${tripId}$`));
  await expect(page.getByTestId('trip-details').getByText('Louvre', { exact: false })).toBeVisible();
  await shot(page, 'customer-trip');

  // A rental cart and a zone switch: home (the provider's zone) keeps it, the office (another zone) clears it.
  cards = await vehicleCards(page);
  await addToTrip(page, cards.nth(0), 'Hourly', (form) => form.getByLabel('Hours').fill('2'));
  const headers = { Authorization: `Bearer ${token}` };
  const tripCart = async () =>
    (await (await page.request.get('/api/v1/rental/user/cart/get-cart', { headers })).json()) as { carts: unknown[]; provider: { zone_id: number } | null };
  expect((await tripCart()).provider?.zone_id).toBe(1);
  const picker = page.getByRole('dialog', { name: t('location:picker.title') });
  const list = picker.getByRole('list', { name: t('addresses:list.title') });
  const pick = async (label: string) => {
    await page.getByRole('banner').getByRole('button', { name: /Rue/ }).first().click();
    await expect(picker).toBeVisible();
    await list.getByRole('radio', { name: new RegExp(label) }).check();
    const reloaded = page.waitForEvent('load');
    await picker.getByRole('button', { name: t('addresses:list.select') }).click();
    return reloaded;
  };
  await pick(t('addresses:labels.home'));
  expect((await tripCart()).carts).toHaveLength(1);
  await page.getByRole('button', { name: 'Trip Cart' }).click();
  await expect(page.locator('.cart-drawer').getByTestId('trip-line-price')).toHaveCount(1);
  await shot(page, 'zone-switch-kept');
  await page.keyboard.press('Escape');
  await expect(page.locator('.cart-drawer')).toBeHidden();
  const cleared = 'Your cart has been cleared as the selected zone does not support the previous pickup point.';
  // The message is shown by the reloaded page (a screenshot racing the reload would hang).
  await pick(t('addresses:labels.office'));
  await expect(page.getByText(cleared)).toBeVisible();
  await shot(page, 'zone-switch-cleared');
  expect((await tripCart()).carts).toHaveLength(0);
});
