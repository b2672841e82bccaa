import { expect, test } from '../support/test';
import { presetChoices, SHOTS } from '../support/shopper';
import { text } from '../support/texts';

/** SPEC.md's theme and language switches, in the full header and in the compact header's drawer. */
test('the header switches theme, and language after a confirmation', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await presetChoices(page, 'grocery');
  await page.goto('/home');
  const banner = page.getByRole('banner');
  await banner.getByRole('button', { name: text('en', 'common:theme.toDark') }).click();
  await expect(banner.getByRole('button', { name: text('en', 'common:theme.toLight') })).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('theme-mode'))).toBe('"dark"');

  // antd draws the radio button's label over its input: the shopper clicks the label.
  await banner.getByTitle(text('en', 'common:language.names.fr')).click();
  const confirm = page.getByRole('dialog', { name: text('en', 'common:language.confirmTitle') });
  await expect(confirm).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/language-confirm.png` });
  await Promise.all([page.waitForEvent('load'), confirm.getByRole('button', { name: text('en', 'common:language.confirm') }).click()]);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('banner').getByRole('button', { name: text('fr', 'common:theme.toLight') })).toBeVisible();
});

test('the compact drawer offers home, categories, stores, theme and language', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await presetChoices(page, 'grocery');
  await page.goto('/home');
  await page.getByRole('banner').getByRole('button', { name: text('en', 'shell:header.menu') }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByRole('navigation', { name: text('en', 'shell:drawer.label') })).toBeVisible();
  // Grocery calls its stores stores (its module labels).
  const words = { stores: 'stores', Stores: 'Stores' };
  for (const key of ['home', 'categories', 'latestStores', 'popularStores']) {
    await expect(drawer.getByRole('menuitem', { name: text('en', `shell:drawer.${key}`, words) })).toBeVisible();
  }
  await drawer.getByRole('menuitem', { name: text('en', 'shell:drawer.latestStores', words) }).click();
  await expect(drawer.getByRole('menuitem', { name: text('en', 'shell:drawer.viewAll') }).first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/compact-drawer.png` });
  await drawer.getByRole('switch', { name: text('en', 'shell:drawer.themeMode') }).click();
  expect(await page.evaluate(() => window.localStorage.getItem('theme-mode'))).toBe('"dark"');
});
