import { expect, test, type Page } from '../support/test';
import { cardName, popularPaths, presetChoices, SHOTS } from '../support/shopper';

/**
 * What a phone shopper sees of the layout: nothing wider than the screen (no sideways scrolling),
 * and a new page that starts at its top.
 */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const { width, limit, widest } = await page.evaluate(() => {
    const limit = window.innerWidth;
    // For the message: what reaches past the screen (strips that scroll inside themselves do, by design).
    const widest = [...document.querySelectorAll('body *')]
      .filter((element) => element.getBoundingClientRect().right > limit + 1 && element.getBoundingClientRect().width > 0)
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}.${String(element.className).split(' ')[0]} → ${Math.round(element.getBoundingClientRect().right)}px`);
    return { width: document.documentElement.scrollWidth, limit, widest };
  });
  expect(width, `the page scrolls sideways; past the screen: ${widest.join(', ')}`).toBeLessThanOrEqual(limit);
}

/**
 * The store cards' names are never cut at their start: the cover keeps its left edge (where the demo
 * covers carry the name) and the name below ellipsizes at its own end, in either direction.
 */
async function expectStoreNamesWhole(page: Page): Promise<void> {
  const cards = await page.locator('.store-card').evaluateAll((elements) =>
    elements.slice(0, 4).map((card) => {
      const cover = card.querySelector('.store-card__cover');
      const name = card.querySelector<HTMLElement>('.store-card__name');
      return {
        objectPosition: cover ? getComputedStyle(cover).objectPosition : '',
        direction: name ? getComputedStyle(name).direction : '',
        ellipsis: name ? getComputedStyle(name).textOverflow : '',
      };
    }),
  );
  expect(cards.length).toBeGreaterThan(0);
  for (const card of cards) {
    expect(card.objectPosition).toBe('0% 50%');
    // The demo's names are Latin: laid out left to right even on a right-to-left page.
    expect(card.direction).toBe('ltr');
    expect(card.ellipsis).toBe('ellipsis');
  }
}

for (const [width, language] of [
  [375, 'en'],
  [1280, 'en'],
  [375, 'ar'],
  [1280, 'ar'],
] as const) {
  test(`store names show whole on /home at ${width}px (${language})`, async ({ page }) => {
    await page.setViewportSize({ width, height: 812 });
    await presetChoices(page, 'food', language === 'ar' ? 'en' : language);
    if (language === 'ar') await page.addInitScript(() => window.localStorage.setItem('language-setting', JSON.stringify('ar')));
    await page.goto('/home');
    await expect(page.locator('.store-card').first()).toBeVisible();
    await expectStoreNamesWhole(page);
    await page.locator('.store-card').first().scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/store-cards-${width}px-${language}.png` });
  });
}

test.describe('at 375px', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the home page fits the screen', async ({ page }) => {
    await presetChoices(page, 'ecommerce');
    await page.goto('/home');
    await expect(page.getByRole('article').first()).toBeVisible();
    await expectNoSidewaysScroll(page);
  });

  test('the product page fits the screen', async ({ page }) => {
    await presetChoices(page, 'ecommerce');
    await page.goto((await popularPaths(page)).product);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `${SHOTS}/layout-product-375.png` });
    await expectNoSidewaysScroll(page);
  });

  test('a product page opened from a list starts at its top', async ({ page }) => {
    await presetChoices(page, 'ecommerce');
    await page.goto('/home');
    const card = page.getByRole('article').nth(6);
    await card.scrollIntoViewIfNeeded();
    const name = await cardName(card);
    await card.getByRole('link', { name }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});
