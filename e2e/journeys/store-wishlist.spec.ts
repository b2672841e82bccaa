import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '../support/test';
import { signUpCustomer } from '../support/customer';
import { cardName, presetChoices, presetPreferences, pressInPopup } from '../support/shopper';
import { ROOT } from '../support/server';
import { textsOf, type Language } from '../support/texts';

/**
 * Issue 23: a signed-in customer keeps a restaurant in the wishlist from its card and from its page,
 * finds it in the wishlist drawer and removes it there, against the real server; the breadcrumb and
 * the compact drawer call restaurants restaurants (the food module's labels, as the server publishes them).
 */

const SETTINGS = [
  { width: 1280, height: 800, language: 'en' as Language },
  { width: 375, height: 812, language: 'fr' as Language },
];

const SHOTS = join(ROOT, 'test-results', 'wish');

/** The food module's words for its stores, in `language`, as GET /api/v1/module gives them. */
async function storeWords(page: Page, language: Language): Promise<{ store: string; stores: string }> {
  const answer = await page.request.get('/api/v1/module', { headers: { 'X-localization': language } });
  const modules = (await answer.json()) as { module_type: string; labels: { store: string; stores: string } }[];
  const food = modules.find((module) => module.module_type === 'food');
  if (!food) throw new Error('the demo has no food module');
  return food.labels;
}

const capital = (word: string, language: Language) => word.charAt(0).toLocaleUpperCase(language) + word.slice(1);

for (const setting of SETTINGS) {
  test(`a customer keeps a restaurant from its card and its page, and removes it (${setting.width}px, ${setting.language})`, async ({ page }) => {
    const { language } = setting;
    const t = textsOf(language);
    await page.setViewportSize({ width: setting.width, height: setting.height });
    await presetPreferences(page, language, 'light');
    await presetChoices(page, 'food', language);
    await signUpCustomer(page);
    const words = await storeWords(page, language);
    const folder = join(SHOTS, `${setting.width}px-${language}`);
    mkdirSync(folder, { recursive: true });
    const shot = (name: string) => page.screenshot({ path: join(folder, `${name}.png`), animations: 'disabled' });
    const add = t('catalogue:card.addToWishlist');
    const remove = t('catalogue:card.removeFromWishlist');

    await page.goto('/home');
    const popular = page.getByRole('region').filter({
      has: page.getByRole('heading', { name: t('catalogue:home.popularStores', { stores: words.stores, Stores: capital(words.stores, language) }) }),
    });
    const card = popular.getByRole('article').first();
    const name = await cardName(card);

    await test.step('keep it from its card', async () => {
      await card.getByRole('button', { name: add }).click();
      await expect(card.getByRole('button', { name: remove })).toHaveAttribute('aria-pressed', 'true');
      await shot('01-card-kept');
    });

    await test.step('its page shows it kept, and lets it go and keeps it again', async () => {
      await card.getByRole('heading', { level: 3 }).click();
      await page.waitForURL(/\/store\//);
      const header = page.locator('header').filter({ has: page.getByRole('heading', { level: 1, name, exact: true }) });
      const heart = header.getByRole('button', { name: remove });
      await expect(heart).toHaveAttribute('aria-pressed', 'true');
      await shot('02-store-page-kept');
      await heart.click();
      await expect(header.getByRole('button', { name: add })).toHaveAttribute('aria-pressed', 'false');
      await shot('03-store-page-let-go');
      await header.getByRole('button', { name: add }).click();
      await expect(header.getByRole('button', { name: remove })).toHaveAttribute('aria-pressed', 'true');
      if (setting.width >= 768) {
        // The breadcrumb names the page with the module's word for a store, not "Store".
        const crumb = page.getByRole('navigation', { name: t('shell:crumb.label') });
        await expect(crumb.locator('[aria-current="page"]')).toHaveText(capital(words.store, language));
      }
    });

    if (setting.width >= 1180) {
      await test.step('the wishlist drawer lists it with the restaurants, and removes it', async () => {
        await page.getByRole('banner').getByRole('button', { name: t('shell:header.wishlist') }).click();
        const drawer = page.getByRole('dialog', { name: t('wishlist:title') });
        await drawer.getByRole('tab', { name: capital(words.stores, language) }).click();
        const panel = drawer.getByRole('tabpanel');
        await expect(panel.getByRole('button', { name, exact: true })).toBeVisible();
        await shot('04-drawer-restaurants');
        await panel.getByRole('button', { name: t('wishlist:removeNamed', { name }) }).click();
        await pressInPopup(page, page.getByRole('tooltip').getByRole('button', { name: t('wishlist:remove') }));
        await expect(panel.getByText(t('wishlist:noStores', { stores: words.stores }))).toBeVisible();
        await drawer.getByRole('button', { name: t('wishlist:close') }).click();
        await expect(drawer).toBeHidden();
        // The page's heart follows the one list behind every wishlist button.
        const header = page.locator('header').filter({ has: page.getByRole('heading', { level: 1, name, exact: true }) });
        await expect(header.getByRole('button', { name: add })).toHaveAttribute('aria-pressed', 'false');
        await shot('05-store-page-after-drawer');
      });
    } else {
      await test.step('the compact drawer names its lists with the module word', async () => {
        await page.getByRole('banner').getByRole('button', { name: t('shell:header.menu') }).click();
        const menu = page.getByRole('navigation', { name: t('shell:drawer.label') });
        const values = { stores: words.stores, Stores: capital(words.stores, language) };
        await expect(menu.getByRole('menuitem', { name: t('shell:drawer.latestStores', values) })).toBeVisible();
        await expect(menu.getByRole('menuitem', { name: t('shell:drawer.popularStores', values) })).toBeVisible();
        await shot('04-compact-drawer');
      });
    }
  });
}
