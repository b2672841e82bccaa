import { expect, test } from '../support/test';
import { presetChoices } from '../support/shopper';

/**
 * The rental vehicle catalogue (issue 13): the vehicle search narrowed to one brand by the server, and the
 * rental home's search box suggesting vehicles while the shopper types, picking one opening it.
 */

test('the vehicle search narrows to one brand, and the search box suggests vehicles', async ({ page }, info) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await presetChoices(page, 'rental');

  await test.step('choose a brand on the vehicle search', async () => {
    await page.goto('/rental/vehicle-search?all_category=1');
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards.first()).toBeVisible();
    // Vehicles are rented by the hour: each card says what its price is for, as the server names the unit.
    await expect(cards.first().locator('.price')).toContainText(/\/ hour$/);
    await expect(cards.filter({ hasNot: page.locator('.price__unit') })).toHaveCount(0);
    await page.screenshot({ path: info.outputPath('vehicle-cards.png') });
    await page.getByLabel('Brand').click();
    await page.locator('.ant-select-item-option', { hasText: /^Peugeot \(\d+ vehicles?\)$/ }).click();
    await expect(page).toHaveURL(/[?&]brand=Peugeot/);
    await expect(cards.first()).toContainText('Peugeot');
    await expect(cards.filter({ hasNotText: 'Peugeot' })).toHaveCount(0);
  });

  await test.step('type in the rental home search box and open a suggested vehicle', async () => {
    await page.goto('/home');
    const search = page.getByRole('combobox', { name: /^Search/ });
    await search.pressSequentially('tesla', { delay: 20 });
    const suggestion = page.getByRole('option', { name: /Tesla Model 3/ }).first();
    await expect(suggestion).toBeVisible();
    await suggestion.click();
    await expect(page).toHaveURL(/\/product\/\d+/);
    await expect(page.getByText('Tesla Model 3').first()).toBeVisible();
  });
});
