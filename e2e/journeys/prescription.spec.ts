import { expect, test } from '../support/test';
import { fillCart, orderableItem } from '../support/demo-order';
import { presetChoices, presetPreferences, Shopper, type Setting } from '../support/shopper';

/**
 * A pharmacy order with two prescription images (issue 13): a guest's cart holds a medicine that needs a
 * prescription; checkout asks for the prescription and holds the order until an image is sent, refuses a
 * fourth image with SPEC.md's message, and places the order with two images, which the guest (and only
 * the guest, with the order's phone) reads back from the server.
 */

const DESKTOP: Setting = { width: 1280, height: 800, language: 'en', theme: 'light' };
const PHONE = '+33611223344';

/** A 1×1 PNG: a real picture, as the server checks the content, not the name. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const image = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });

test('a guest orders a prescription medicine with two prescription images', async ({ page }, info) => {
  await page.setViewportSize({ width: DESKTOP.width, height: DESKTOP.height });
  await presetPreferences(page, DESKTOP.language, DESKTOP.theme);
  await presetChoices(page, 'pharmacy');
  const shopper = new Shopper(page, DESKTOP, info);
  const { t } = shopper;
  const order = await orderableItem(page, 1, { moduleType: 'pharmacy', prescription: true });
  const guestId = await fillCart(page, order, 'guest');
  let orderId = 0;

  await test.step('checkout asks for the prescription and waits for it', async () => {
    await page.goto('/checkout?page=cart');
    await expect(page.getByRole('heading', { level: 1, name: t('checkout:title') })).toBeVisible();
    await page.getByRole('button', { name: t('addresses:guest.add') }).click();
    const dialog = page.getByRole('dialog', { name: t('addresses:guest.add') });
    await dialog.getByLabel(t('addresses:guest.name')).fill('Grace Hopper');
    await dialog.getByLabel(t('addresses:guest.phone')).fill(PHONE);
    await dialog.getByLabel(t('addresses:guest.address')).fill('35 Rue Montorgueil, 75002 Paris');
    await dialog.getByRole('button', { name: t('addresses:guest.save') }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(t('checkout:prescription.prompt')).first()).toBeVisible();
    await expect(page.getByRole('button', { name: t('checkout:place.submit') })).toBeDisabled();
    await shopper.shot('prescription-asked');
  });

  await test.step('four images at once are refused with SPEC.md’s message', async () => {
    await page.getByTestId('prescription-input').setInputFiles(['1', '2', '3', '4'].map((n) => image(`page-${n}.png`)));
    await expect(page.getByText('Maximum 3 images can be send at a time.')).toBeVisible();
    await expect(page.getByRole('list', { name: t('checkout:prescription.listLabel') }).getByRole('listitem')).toHaveCount(0);
  });

  await test.step('two images sent, previewed, and the order placed', async () => {
    await page.getByTestId('prescription-input').setInputFiles([image('page-1.png'), image('page-2.png')]);
    const list = page.getByRole('list', { name: t('checkout:prescription.listLabel') });
    await expect(list.getByRole('listitem')).toHaveCount(2);
    await expect(list.getByRole('img', { name: t('checkout:prescription.imageAlt', { number: '2' }) })).toBeVisible();
    await shopper.shot('prescription-two-images');
    const place = page.getByRole('button', { name: t('checkout:place.submit') });
    await expect(place).toBeEnabled();
    await place.click();
    await expect(page.getByText(t('checkout:success.title'))).toBeVisible();
    orderId = Number(((await page.locator('.ant-result-subtitle').textContent()) ?? '').match(/(\d+)/)?.[1]);
    expect(orderId).toBeGreaterThan(0);
  });

  await test.step('the order holds both images, read back by the guest only', async () => {
    const reach = { order_id: String(orderId), guest_id: guestId ?? '', contact_number: PHONE };
    const listed = await page.request.get(`/api/v1/customer/order/prescriptions?${new URLSearchParams(reach)}`);
    const ids = ((await listed.json()) as { prescription_ids: number[] }).prescription_ids;
    expect(ids).toHaveLength(2);
    const picture = await page.request.get(`/api/v1/customer/order/prescription?${new URLSearchParams({ ...reach, prescription_id: String(ids[0]) })}`);
    expect(picture.headers()['content-type']).toContain('image/png');
    expect(picture.headers()['cache-control']).toBe('no-store');
    const stranger = await page.request.get(
      `/api/v1/customer/order/prescription?${new URLSearchParams({ ...reach, contact_number: '+33699999999', prescription_id: String(ids[0]) })}`,
    );
    expect(stranger.status()).toBe(404);
  });
});
