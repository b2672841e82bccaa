import { expect, test, type Page } from '@playwright/test';
import { presetChoices, presetPreferences, Shopper, type Setting } from '../support/shopper';
import { isChunkFile } from '../support/chunks';
import { LAUNDRY_DIST } from '../support/laundry-setup';

/**
 * Issue 13's seventh vertical, in a browser: the storefront built with the laundry test bundle
 * (e2e/fixtures/vertical-laundry, installed apart and found by its package.json field) against the
 * laundry demo server (its module, its own route and table). The shopper meets the laundry module's
 * tile, its labels and its price-list page in English and French; the laundry's chunk loads only
 * once its module is chosen.
 */
const ofLaundry = (url: string) => isChunkFile(url, 'vertical-laundry', LAUNDRY_DIST);
const DESKTOP: Omit<Setting, 'language'> = { width: 1280, height: 800, theme: 'light' };

function recordScripts(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') urls.push(request.url());
  });
  return urls;
}

test('the laundry module: its tile, labels and price list page (English)', async ({ page }, info) => {
  const setting: Setting = { ...DESKTOP, language: 'en' };
  await page.setViewportSize({ width: setting.width, height: setting.height });
  await presetPreferences(page, setting.language, setting.theme);
  const shopper = new Shopper(page, setting, info);
  const scripts = recordScripts(page);
  const laundry = await shopper.moduleName('laundry');
  expect(laundry).toBe('Laundry');

  await test.step('the landing page lists the laundry module beside the shipped ones', async () => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: laundry, exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: await shopper.moduleName('grocery'), exact: true })).toBeVisible();
    expect(scripts.filter(ofLaundry), 'no laundry code before its module is chosen').toEqual([]);
    await shopper.shot('laundry-landing');
  });

  await test.step('choosing it brings its bundle, its labels and its introduction', async () => {
    await page.getByRole('button', { name: laundry, exact: true }).click();
    await shopper.pickDemoLocation();
    await page.waitForURL('**/home');
    await expect(page.getByRole('heading', { level: 1, name: laundry })).toBeVisible();
    // The module's own words for its stores (the server's labels: "laundries").
    await expect(page.getByRole('main').getByText(/laundries/i).first()).toBeVisible();
    await expect.poll(() => scripts.some(ofLaundry)).toBe(true);
    await shopper.shot('laundry-home');
    await page.goto('/');
    await expect(page.getByText('Laundry: laundry picked up and delivered')).toBeVisible();
  });

  await test.step("its own page shows the server's price list", async () => {
    await page.getByRole('link', { name: 'See the price list' }).click();
    await page.waitForURL('**/laundry/price-list');
    await expect(page.getByRole('heading', { level: 1, name: 'Laundry price list' })).toBeVisible();
    const prices = page.getByRole('list', { name: 'Laundry price list' }).getByRole('listitem');
    await expect(prices).toHaveCount(3);
    await expect(prices.first()).toContainText('Wash and fold (per kg)');
    await expect(prices.first()).toContainText(/2[.,]50/);
    await expect(page.locator('.app-breadcrumb')).toContainText('Price list');
    await shopper.shot('laundry-price-list');
  });

  await test.step('a path the bundle does not have is the 404 page', async () => {
    await page.goto('/laundry/no-such-page');
    await expect(page.getByText('Page not found')).toBeVisible();
  });
});

test('the laundry price list in French', async ({ page }, info) => {
  const setting: Setting = { ...DESKTOP, language: 'fr' };
  await page.setViewportSize({ width: setting.width, height: setting.height });
  await presetChoices(page, 'laundry', 'fr');
  const shopper = new Shopper(page, setting, info);
  const laundry = await shopper.moduleName('laundry');
  expect(laundry).toBe('Blanchisserie');

  await page.goto('/laundry/price-list');
  await expect(page.getByRole('heading', { level: 1, name: `Tarifs – ${laundry}` })).toBeVisible();
  const prices = page.getByRole('list', { name: `Tarifs – ${laundry}` }).getByRole('listitem');
  await expect(prices).toHaveCount(3);
  await expect(prices.first()).toContainText('Lavage et pliage (au kg)');
  await expect(page.locator('.app-breadcrumb')).toContainText('Tarifs');
  await shopper.shot('laundry-price-list-fr');
});
