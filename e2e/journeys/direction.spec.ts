import { expect, test } from '../support/test';
import { presetChoices } from '../support/shopper';
import { SHOTS } from '../support/shopper';

/** SPEC.md: right-to-left language codes set the direction to rtl (the stored "language-setting"). */
test('an RTL language turns the page right to left', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await presetChoices(page, 'grocery');
  await page.addInitScript(() => window.localStorage.setItem('language-setting', JSON.stringify('ar')));
  await page.goto('/home');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The layout follows: the logo starts on the right-hand side of the bar.
  const brand = await page.getByRole('banner').getByRole('link').first().boundingBox();
  expect(brand?.x ?? 0).toBeGreaterThan(640);
  await page.screenshot({ path: `${SHOTS}/rtl-home.png` });
});

test('a left-to-right language keeps the page left to right', async ({ page }) => {
  await presetChoices(page, 'grocery', 'fr');
  await page.goto('/home');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
});
