import { expect, test, type Locator, type Page } from '../support/test';
import { demoItemsByStore, isPlain, limitOf, type DemoItem } from '../support/demo-cart';
import { presetChoices, presetPreferences, Shopper, type Setting } from '../support/shopper';

/**
 * The cart journeys of issue 4, against the real server's cart: a guest fills a grocery cart,
 * changes quantities, hits the stock limit, switches to another store's item and empties the cart;
 * a food item with required and min-max groups and add-ons; the cart drawer on a 375px screen.
 */

const DESKTOP: Setting = { width: 1280, height: 800, language: 'en', theme: 'light' };
const PHONE: Setting = { width: 375, height: 812, language: 'en', theme: 'light' };

/** The item's card on the search results for its name (several stores sell the same name: its store's). */
async function cardOf(page: Page, item: { name: string; store_name?: string }): Promise<Locator> {
  await page.goto(`/search?name=${encodeURIComponent(item.name)}`);
  const card = articleOf(page, item);
  await expect(card).toBeVisible();
  return card;
}

function articleOf(page: Page, item: { name: string; store_name?: string }): Locator {
  const named = page.getByRole('article').filter({ has: page.getByRole('heading', { level: 3, name: item.name, exact: true }) });
  return item.store_name ? named.filter({ hasText: item.store_name }) : named.first();
}

/** The three grocery items the journey needs: two of one store (one with a low limit) and one of another. */
async function groceryItems(page: Page, language = 'en'): Promise<{ first: DemoItem; limited: DemoItem; other: DemoItem }> {
  const byStore = await demoItemsByStore(page, 'grocery', language);
  for (const [storeId, items] of byStore) {
    const plain = items.filter(isPlain);
    const first = plain.find((item) => limitOf(item) >= 3);
    const limited = plain.find((item) => item !== first && limitOf(item) >= 1 && limitOf(item) <= 3);
    const other = [...byStore].find(([id]) => id !== storeId)?.[1].find((item) => isPlain(item) && limitOf(item) >= 1);
    if (first && limited && other) return { first, limited, other };
  }
  throw new Error('the demo grocery has no store with the items this journey needs');
}

test('a guest fills a grocery cart, meets the stock limit, switches store and empties the cart', async ({ page }, info) => {
  await page.setViewportSize({ width: DESKTOP.width, height: DESKTOP.height });
  await presetPreferences(page, DESKTOP.language, DESKTOP.theme);
  await presetChoices(page, 'grocery');
  const shopper = new Shopper(page, { ...DESKTOP, language: 'en' }, info);
  const { t } = shopper;
  const { first, limited, other } = await groceryItems(page);
  const cartButton = page.getByRole('banner').getByRole('button', { name: t('shell:header.cart') });

  await test.step('add an item from its card', async () => {
    const card = await cardOf(page, first);
    await card.getByRole('button', { name: t('cart:cardAddToCart') }).click();
    await expect(card.getByRole('group', { name: t('cart:lineQuantity', { name: first.name }) })).toContainText('1');
    await expect(page.getByText(t('cart:added'))).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem('guest_id'))).toMatch(/^"[\w-]{43}"$/);
    await shopper.shot('cart-added');
  });

  await test.step('change its quantity', async () => {
    const card = articleOf(page, first);
    const quantity = card.getByRole('group', { name: t('cart:lineQuantity', { name: first.name }) });
    await quantity.getByRole('button', { name: t('cart:increase') }).click();
    await expect(quantity).toContainText('2');
    await quantity.getByRole('button', { name: t('cart:increase') }).click();
    await expect(quantity).toContainText('3');
    await quantity.getByRole('button', { name: t('cart:decrease') }).click();
    await expect(quantity).toContainText('2');
    await shopper.shot('cart-quantity');
  });

  await test.step('hit the stock limit', async () => {
    const card = await cardOf(page, limited);
    await card.getByRole('button', { name: t('cart:cardAddToCart') }).click();
    const quantity = card.getByRole('group', { name: t('cart:lineQuantity', { name: limited.name }) });
    await expect(quantity).toContainText('1');
    const limit = limitOf(limited);
    for (let count = 1; count < limit; count += 1) {
      await quantity.getByRole('button', { name: t('cart:increase') }).click();
      await expect(quantity).toContainText(String(count + 1));
    }
    await quantity.getByRole('button', { name: t('cart:increase') }).click();
    const refusal = limited.stock <= limit ? t('cart:problems.stock', { stock: String(limited.stock) }) : t('cart:problems.maximum', { maximum: String(limit) });
    await expect(page.getByText(refusal)).toBeVisible();
    await expect(quantity).toContainText(String(limit));
    await shopper.shot('cart-stock-limit');
  });

  await test.step("try another store's item and confirm the switch", async () => {
    const card = await cardOf(page, other);
    await card.getByRole('button', { name: t('cart:cardAddToCart') }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: t('cart:differentStore.text') });
    await expect(confirm).toBeVisible();
    await shopper.shot('cart-different-store');
    await confirm.getByRole('button', { name: t('cart:differentStore.confirm') }).click();
    await expect(page.getByText(t('cart:differentStore.done'))).toBeVisible();
    await expect(card.getByRole('group', { name: t('cart:lineQuantity', { name: other.name }) })).toContainText('1');
  });

  await test.step('the drawer holds the new store’s line only', async () => {
    await cartButton.click();
    const drawer = page.getByRole('dialog').filter({ has: page.getByText(t('cart:title'), { exact: true }) });
    const lines = drawer.getByRole('list', { name: t('cart:lines') });
    await expect(lines.getByRole('listitem')).toHaveCount(1);
    await expect(lines.getByRole('button', { name: t('cart:editLine', { name: other.name }) })).toBeVisible();
    await expect(drawer.getByRole('button', { name: t('cart:proceed') })).toBeVisible();
    await shopper.shot('cart-drawer');
  });

  await test.step('empty the cart', async () => {
    const drawer = page.getByRole('dialog').filter({ has: page.getByText(t('cart:title'), { exact: true }) });
    await drawer.getByRole('button', { name: t('cart:remove') }).click();
    await expect(page.getByText(t('cart:removed'))).toBeVisible();
    await expect(drawer.getByText(t('cart:emptyTitle'))).toBeVisible();
    await expect(drawer.getByText(t('cart:emptyText'))).toBeVisible();
    await shopper.shot('cart-empty');
  });
});

test('a food item with required and min-max groups and add-ons goes through the food variant modal', async ({ page }, info) => {
  await page.setViewportSize({ width: DESKTOP.width, height: DESKTOP.height });
  await presetPreferences(page, 'en', 'dark');
  await presetChoices(page, 'food');
  const shopper = new Shopper(page, { ...DESKTOP, theme: 'dark' }, info);
  const { t } = shopper;
  const burger = { name: 'Classic cheeseburger' };

  const card = await cardOf(page, burger);
  await card.getByRole('button', { name: t('cart:cardAddToCart') }).click();
  const modal = page.getByRole('dialog').filter({ hasText: t('cart:multiHint', { min: '1', max: '4' }) });
  await expect(modal).toBeVisible();
  await expect(modal.getByText(t('cart:free')).first()).toBeVisible();
  await shopper.shot('food-modal');

  await modal.getByRole('button', { name: new RegExp(t('cart:addToCart')) }).click();
  await expect(page.getByText('Variation Cooking can not remain without selection.')).toBeVisible();

  await modal.getByRole('radio', { name: 'Medium' }).check();
  await modal.getByRole('radio', { name: /^Fries/ }).check();
  await modal.getByRole('checkbox', { name: /Bacon/ }).check();
  await modal.getByRole('checkbox', { name: /Cheddar/ }).check();
  await modal.getByRole('checkbox', { name: /Extra cheese/ }).check();
  await modal.getByRole('group', { name: t('cart:quantity'), exact: true }).getByRole('button', { name: t('cart:increase') }).click();
  await shopper.shot('food-modal-chosen');
  // The price the button shows is the one the server computes for the line.
  const shown = (await modal.getByRole('button', { name: new RegExp(t('cart:addToCart')) }).innerText()).replace(/\s+/g, ' ');
  await modal.getByRole('button', { name: new RegExp(t('cart:addToCart')) }).click();
  await expect(modal).toBeHidden();
  await expect(page.getByText(t('cart:added'))).toBeVisible();

  await page.getByRole('banner').getByRole('button', { name: t('shell:header.cart') }).click();
  const drawer = page.getByRole('dialog').filter({ has: page.getByText(t('cart:title'), { exact: true }) });
  const line = drawer.getByRole('listitem');
  await expect(line).toContainText('Cooking: Medium');
  await expect(line).toContainText('Extras: Bacon, Cheddar');
  await expect(line).toContainText('Extra cheese');
  const linePrice = (await line.locator('.cart-line__price').innerText()).trim();
  expect(shown).toContain(linePrice);
  await shopper.shot('food-drawer');
});

test('the cart drawer fits a 375px screen', async ({ page }, info) => {
  await page.setViewportSize({ width: PHONE.width, height: PHONE.height });
  await presetPreferences(page, 'fr', 'light');
  await presetChoices(page, 'grocery', 'fr');
  const shopper = new Shopper(page, { ...PHONE, language: 'fr' }, info);
  const { t } = shopper;
  const { first } = await groceryItems(page, 'fr');
  const card = await cardOf(page, first);
  await card.getByRole('button', { name: t('cart:cardAddToCart') }).click();
  await expect(card.getByRole('group', { name: t('cart:lineQuantity', { name: first.name }) })).toBeVisible();
  // The toast opens under the header's bar, not over the cart button the shopper reaches for next.
  const toast = page.getByRole('alert').filter({ hasText: t('cart:added') });
  await expect(toast).toBeVisible();
  const bar = await page.getByRole('banner').getByRole('button', { name: t('shell:header.cart') }).boundingBox();
  // Where it comes to rest (it slides in from above).
  await expect.poll(async () => (await toast.boundingBox())?.y ?? 0).toBeGreaterThanOrEqual((bar?.y ?? 0) + (bar?.height ?? 0));

  await page.getByRole('banner').getByRole('button', { name: t('shell:header.cart') }).click();
  const drawer = page.locator('.cart-drawer');
  await expect(drawer.getByRole('button', { name: t('cart:proceed') })).toBeVisible();
  // At most the screen's width (the sub-pixel of a drawer still sliding in does not count).
  await expect.poll(async () => Math.round((await drawer.boundingBox())?.width ?? 0)).toBeLessThanOrEqual(PHONE.width);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await shopper.shot('cart-drawer-375');

  await drawer.getByRole('button', { name: t('cart:proceed') }).click();
  const prompt = page.getByRole('dialog').filter({ hasText: t('cart:guestPrompt.title') });
  await expect(prompt.getByRole('button', { name: t('cart:guestPrompt.guest') })).toBeVisible();
  await shopper.shot('guest-or-login-375');
  await prompt.getByRole('button', { name: t('cart:guestPrompt.guest') }).click();
  await page.waitForURL('**/checkout?page=cart');
});
