import { isChunkFile } from '../support/chunks';
import { expect, test, type Page } from '../support/test';
import { cardName, presetChoices, pressCardAction } from '../support/shopper';

/**
 * DESIGN.md: each web-vertical is its own bundle, fetched only for its module, so a grocery shopper
 * never downloads food's code. The build's report names each chunk's files ("vertical-food").
 */
const ofVertical = (vertical: string) => (url: string) => isChunkFile(url, `vertical-${vertical}`);

function recordScripts(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (['script', 'stylesheet'].includes(request.resourceType())) urls.push(request.url());
  });
  return urls;
}

test('grocery pages never load the food chunk', async ({ page }) => {
  const urls = recordScripts(page);
  await presetChoices(page, 'grocery');
  await page.goto('/home');
  await expect(page.getByRole('article').first()).toBeVisible();
  // A grocery store, its items and a quick view: every place food's marks could show.
  // A store card: a link around the store's name (an item's name is a link inside its heading).
  const store = page.getByRole('main').getByRole('link').filter({ has: page.getByRole('heading', { level: 3 }) }).first();
  const storeName = await cardName(store);
  await store.click();
  await page.waitForURL('**/store/**');
  // The address changes before the store's page replaces the home: hover a card of the store's page, not
  // one of the home's about to go (a card drawn under a still pointer only shows its actions once it moves).
  await expect(page.getByRole('heading', { level: 1, name: storeName })).toBeVisible();
  await pressCardAction(page.getByRole('article').first(), 'Quick View');
  await expect(page.getByRole('dialog', { name: 'Quick View' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(urls.some(ofVertical('grocery')), 'the grocery chunk loads').toBe(true);
  expect(urls.filter(ofVertical('food'))).toEqual([]);
});

test('food pages do load the food chunk', async ({ page }) => {
  // The control for the test above: the name pattern does match the food chunk when it is wanted.
  const urls = recordScripts(page);
  await presetChoices(page, 'food');
  await page.goto('/home');
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect.poll(() => urls.some(ofVertical('food'))).toBe(true);
});
