import { expect, test } from '../support/test';
import { presetChoices } from '../support/shopper';

/**
 * The rental trip cart (issue 13): a guest adds a vehicle hourly, then another distance-wise (the new
 * trip data replace the cart's), sees the server's fares in the trip cart drawer and removes one. (The
 * zone switch rule is tested in web/src/app/parts/shopper-lists.test.ts and the rental bundle's tests.)
 */

test('a guest adds vehicles to the trip cart hourly and distance-wise, and removes one', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await presetChoices(page, 'rental');
  await page.goto('/rental/vehicle-search?all_category=1');
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards.nth(1)).toBeVisible();

  // Hourly: the first vehicle, 3 hours, from the chosen location.
  await cards.nth(0).hover();
  await cards.nth(0).getByRole('button', { name: 'Add to trip' }).click();
  const form = page.getByRole('dialog');
  await form.getByText('Hourly', { exact: true }).click();
  await form.getByLabel('Hours').fill('3');
  await form.getByRole('button', { name: 'Add to trip' }).click();
  await expect(form).toBeHidden();

  // Distance-wise: another vehicle of the same provider, to a searched destination.
  const guestId = await page.evaluate(() => JSON.parse(window.localStorage.getItem('guest_id') ?? 'null') as string);
  const first = (await (await page.request.get(`/api/v1/rental/user/cart/get-cart?guest_id=${guestId}`)).json()) as {
    carts: { vehicle: { name: string; store_name: string } }[];
  };
  const provider = first.carts[0]?.vehicle.store_name ?? '';
  const sameProvider = cards.filter({ hasText: provider }).filter({ hasNotText: first.carts[0]?.vehicle.name ?? '' }).first();
  await sameProvider.hover();
  await sameProvider.getByRole('button', { name: 'Add to trip' }).click();
  await form.getByText('Distance-wise', { exact: true }).click();
  await form.getByLabel('Destination').fill('Louvre');
  await page.locator('.ant-select-item-option').first().click();
  await form.getByRole('button', { name: 'Add to trip' }).click();
  await expect(form).toBeHidden();

  // The drawer shows the server's figures.
  const cart = (await (await page.request.get(`/api/v1/rental/user/cart/get-cart?guest_id=${guestId}`)).json()) as {
    carts: { price: number }[];
    subtotal: number;
    user_data: { rental_type: string };
  };
  expect(cart.carts).toHaveLength(2);
  expect(cart.user_data.rental_type).toBe('distance_wise');
  await page.getByRole('button', { name: 'Trip Cart' }).click();
  const drawer = page.locator('.cart-drawer');
  await expect(drawer.getByTestId('trip-line-price')).toHaveCount(2);
  await expect(drawer.getByTestId('trip-subtotal')).toContainText(cart.subtotal.toFixed(2));

  // Remove one.
  await drawer.getByRole('button', { name: /^Remove / }).first().click();
  await expect(drawer.getByTestId('trip-line-price')).toHaveCount(1);
});
