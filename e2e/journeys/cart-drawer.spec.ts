import { expect, test, type Page } from '../support/test';
import { demoItemsByStore, isPlain, type DemoItem } from '../support/demo-cart';
import { presetChoices, presetPreferences, Shopper, type Setting } from '../support/shopper';

/**
 * The cart drawer as SPEC.md draws it, on its first opening at a phone's and a desktop's width, for a shopper
 * whose system asks for reduced motion: a discounted item from a store with a free-delivery threshold shows
 * 'You have Saved', the progress bar with what is left to reach free delivery, the Subtotal and Proceed To
 * Checkout; the drawer and the theme move nothing (antd's motion off, our own transitions instant).
 */

interface DiscountedItem extends DemoItem {
  discount: number;
  discount_type: string;
  price: number;
}

interface StoreTerms {
  id: number;
  free_delivery_over: number | null;
}

/** A plain grocery item with a percent discount, from a store whose free delivery starts above its price. */
async function discountedItemUnderThreshold(page: Page): Promise<DiscountedItem> {
  const modules = (await (await page.request.get('/api/v1/module')).json()) as { id: number; module_type: string }[];
  const grocery = modules.find((module) => module.module_type === 'grocery');
  if (!grocery) throw new Error('the demo has no grocery module');
  const headers = { moduleId: String(grocery.id), zoneId: '[1]' };
  const stores = ((await (await page.request.get('/api/v1/stores/latest?offset=1&limit=50', { headers })).json()) as { stores: StoreTerms[] }).stores;
  const byStore = await demoItemsByStore(page, 'grocery');
  for (const store of stores) {
    const threshold = store.free_delivery_over ?? 0;
    const found = (byStore.get(store.id) as DiscountedItem[] | undefined)?.find(
      (item) => isPlain(item) && item.stock > 0 && item.discount_type === 'percent' && item.discount > 0 && item.price < threshold,
    );
    if (found) return found;
  }
  throw new Error('the demo grocery has no discounted plain item under a store’s free-delivery threshold');
}

for (const width of [375, 1280]) {
  test(`the cart drawer at ${width}px shows the saving, the way to free delivery, the subtotal and checkout at first opening`, async ({ page }, info) => {
    const setting: Setting = { width, height: 860, language: 'en', theme: 'light' };
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.setViewportSize({ width, height: setting.height });
    await presetPreferences(page, 'en', 'light');
    await presetChoices(page, 'grocery');
    const shopper = new Shopper(page, setting, info);
    const { t } = shopper;
    const item = await discountedItemUnderThreshold(page);

    await page.goto(`/search?name=${encodeURIComponent(item.name)}`);
    // No motion: antd's durations are zero, and our own transitions end at once.
    const durations = await page.locator('.app-root').evaluate((root) => ({
      antd: getComputedStyle(root).getPropertyValue('--ant-motion-duration-mid').trim(),
      ours: getComputedStyle(root).transitionDuration,
    }));
    expect(durations.antd).toBe('0s');
    expect(Number.parseFloat(durations.ours)).toBeLessThan(0.001);

    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { level: 3, name: item.name, exact: true }) }).filter({ hasText: item.store_name });
    await card.getByRole('button', { name: t('cart:cardAddToCart') }).click();
    await expect(card.getByRole('group', { name: t('cart:lineQuantity', { name: item.name }) })).toBeVisible();
    await page.getByRole('banner').getByRole('button', { name: t('shell:header.cart') }).click();

    const drawer = page.getByRole('dialog', { name: t('cart:title') });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('list', { name: t('cart:lines') }).getByRole('listitem')).toHaveCount(1);
    await expect(drawer.getByText(t('cart:saved'))).toBeVisible();
    const remaining = new RegExp(t('cart:freeDelivery.remaining', { amount: '__' }).replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace('__', '.+'));
    await expect(drawer.getByText(remaining)).toBeVisible();
    await expect(drawer.getByRole('progressbar', { name: t('cart:freeDelivery.label') })).toBeVisible();
    await expect(drawer.getByText(t('cart:subtotal'), { exact: true })).toBeVisible();
    const proceed = drawer.getByRole('button', { name: t('cart:proceed') });
    await expect(proceed).toBeInViewport();

    await shopper.shot(`cart-drawer-${width}`);

    // A change made in the drawer is confirmed by a toast in the drawer's title row, never over its lines
    // and figures.
    await drawer.getByRole('group', { name: t('cart:lineQuantity', { name: item.name }) }).getByRole('button', { name: t('cart:remove') }).click();
    const toast = page.locator('.ant-message-notice').filter({ hasText: t('cart:removed') });
    await expect(toast).toBeVisible();
    const [toastBox, bodyBox] = await Promise.all([toast.boundingBox(), drawer.locator('.ant-drawer-body').boundingBox()]);
    if (!toastBox || !bodyBox) throw new Error('the toast or the drawer’s body has no box');
    expect(toastBox.y + toastBox.height).toBeLessThanOrEqual(bodyBox.y);
  });
}
