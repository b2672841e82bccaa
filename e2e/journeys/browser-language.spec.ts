import { expect, test } from '../support/test';
import { DEMO_LOCATION } from '../support/shopper';
import { text } from '../support/texts';

/**
 * A French browser that never pressed FR: the storefront's language follows the browser, and so does
 * every API call (X-localization), so the server's French labels fill the French interface (issue 23:
 * "Commandez des foods auprès des restaurants" was a French sentence around English labels).
 */
test.use({ locale: 'fr-FR' });

test('a French browser gets the interface and the server’s content in French without choosing', async ({ page }) => {
  const modules = (await (await page.request.get('/api/v1/module', { headers: { 'X-localization': 'fr' } })).json()) as {
    id: number;
    module_type: string;
    labels: { items: string; stores: string };
  }[];
  const food = modules.find((module) => module.module_type === 'food');
  if (!food) throw new Error('the demo has no food module');
  const english = (await (await page.request.get('/api/v1/module', { headers: { 'X-localization': 'en' } })).json()) as { id: number; labels: { items: string } }[];
  expect(english.find((module) => module.id === food.id)?.labels.items).not.toBe(food.labels.items); // "foods", "plats"

  // A returning shopper's module and place, and no language saved: the browser's decides.
  await page.addInitScript(
    ([chosen, location]) => {
      window.localStorage.setItem('module', JSON.stringify(chosen));
      window.localStorage.setItem('zoneid', JSON.stringify(location.zoneIds));
      window.localStorage.setItem('currentLatLng', JSON.stringify({ lat: location.lat, lng: location.lng }));
      window.localStorage.setItem('location', JSON.stringify(location));
    },
    [food, DEMO_LOCATION] as const,
  );
  // Every API call of the page, with the language it asked in.
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) calls.push(`${url.pathname} ${request.headers()['x-localization']}`);
  });

  await page.goto('/home');
  const subtitle = text('fr', 'catalogue:home.subtitle', { items: food.labels.items, stores: food.labels.stores });
  await expect(page.getByText(subtitle)).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  expect(calls.length).toBeGreaterThan(0);
  expect(calls.filter((call) => !call.endsWith(' fr'))).toEqual([]);
});
