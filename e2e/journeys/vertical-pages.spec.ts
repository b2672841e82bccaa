import { isChunkFile } from '../support/chunks';
import { expect, test } from '../support/test';
import { presetChoices } from '../support/shopper';

/**
 * A web-vertical's own pages (issue 13): the rental pages come with the rental bundle, mounted under
 * the route prefix its package.json declares. From another module the page offers the switch; in the
 * rental module it lists the vehicles; a provider's page is its store's page.
 */

test('the rental pages come from the rental bundle', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.setViewportSize({ width: 1280, height: 800 });
  await presetChoices(page, 'food');
  await page.goto('/rental/vehicle-search?all_category=1');
  await expect(page.getByText('Vehicles are rented in the Rental module')).toBeVisible();
  expect(scripts.some((url) => isChunkFile(url, 'vertical-rental')), "the page is the rental bundle's").toBe(true);
  await page.getByRole('button', { name: 'Switch to Rental' }).click();

  await page.goto('/rental/vehicle-search?all_category=1');
  await expect(page.getByRole('heading', { level: 1, name: /vehicles/i })).toBeVisible();
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  await expect(page.locator('.app-breadcrumb')).toContainText('Rental');

  const modules = (await (await page.request.get('/api/v1/module')).json()) as { id: number; module_type: string }[];
  const rental = modules.find((module) => module.module_type === 'rental');
  const answer = await page.request.get('/api/v1/stores/popular?offset=1&limit=1', { headers: { moduleId: String(rental?.id), zoneId: '[1]' } });
  const providers = (await answer.json()) as { stores: { id: number }[] };
  const provider = providers.stores[0];
  if (!provider) throw new Error('the demo rental module has no provider');
  await page.goto(`/rental/provider-details?id=${provider.id}`);
  await page.waitForURL(`**/store/${provider.id}?**`);
  expect(new URL(page.url()).searchParams.get('module_type')).toBe('rental');
});

test("a path the rental bundle does not have is the 404 page", async ({ page }) => {
  await presetChoices(page, 'rental');
  await page.goto('/rental/no-such-page');
  await expect(page.getByText('Page not found')).toBeVisible();
});
