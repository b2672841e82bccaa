import { expect, test, type Page } from '../support/test';
import { DEMO_STREET, presetPreferences, settingName, Shopper, type Setting } from '../support/shopper';

/**
 * The landing page ("/") as the operator wrote it (GET /api/v1/react-landing-page): the headline and the
 * location entry, the modules, the selling points, the ways to earn and the apps, on a phone and a
 * desktop, light and dark, English and French; then the shortest way in, an address typed in the hero.
 */
const SETTINGS: Setting[] = [
  { width: 1280, height: 800, language: 'en', theme: 'light' },
  { width: 1280, height: 800, language: 'fr', theme: 'dark' },
  { width: 375, height: 812, language: 'en', theme: 'dark' },
  { width: 375, height: 812, language: 'fr', theme: 'light' },
];

interface Landing {
  fixed_header_title: string;
  fixed_location_title: string;
  fixed_module_title: string;
  feature_title: string;
  features: { title: string }[];
  earning_title: string;
  earnings: { title: string; button_name: string; button_url: string }[];
  download_app_title: string;
  download_user_app_links: { playstore_url: string; playstore_url_status: number; apple_store_url: string; apple_store_url_status: number };
}

async function landingIn(page: Page, language: string): Promise<Landing> {
  const answer = await page.request.get('/api/v1/react-landing-page', { headers: { 'X-localization': language } });
  expect(answer.ok()).toBe(true);
  return (await answer.json()) as Landing;
}

for (const setting of SETTINGS) {
  test(`the landing page shows the operator’s content, ${settingName(setting)}`, async ({ page }, info) => {
    await page.setViewportSize({ width: setting.width, height: setting.height });
    await presetPreferences(page, setting.language, setting.theme);
    const shopper = new Shopper(page, setting, info);
    const { t } = shopper;
    const landing = await landingIn(page, setting.language);
    const main = page.getByRole('main');

    await page.goto('/');
    await expect(main.getByRole('heading', { level: 1, name: landing.fixed_header_title })).toBeVisible();
    await expect(main.getByRole('heading', { level: 2, name: landing.fixed_location_title })).toBeVisible();
    await expect(main.getByRole('combobox', { name: t('location:search.label') })).toBeVisible();
    await expect(main.getByRole('button', { name: t('location:picker.currentPosition') })).toBeVisible();
    await expect(main.getByRole('list', { name: t('modules:listLabel') })).toBeVisible();
    await shopper.shot('landing-top');

    const features = main.getByRole('region', { name: landing.feature_title });
    for (const feature of landing.features) await expect(features.getByRole('heading', { level: 3, name: feature.title })).toBeVisible();
    // Every selling point's picture is a real one (drawn by the demo), not the placeholder.
    const pictures = features.locator('img'); // decorative (alt=""): the title beside each says it
    await expect(pictures).toHaveCount(landing.features.length);
    for (const picture of await pictures.all()) {
      await picture.scrollIntoViewIfNeeded();
      await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0 && !image.currentSrc.endsWith('.svg'))).toBe(true);
    }
    await features.scrollIntoViewIfNeeded();
    await shopper.shot('landing-features');

    const earnings = main.getByRole('region', { name: landing.earning_title });
    for (const earning of landing.earnings) {
      await expect(earnings.getByRole('heading', { level: 3, name: earning.title })).toBeVisible();
      await expect(earnings.getByRole('link', { name: earning.button_name })).toHaveAttribute('href', earning.button_url);
    }
    const apps = main.getByRole('region', { name: landing.download_app_title });
    const links = landing.download_user_app_links;
    if (links.apple_store_url_status === 1) await expect(apps.getByRole('link', { name: t('footer:appStore') })).toHaveAttribute('href', links.apple_store_url);
    if (links.playstore_url_status === 1) await expect(apps.getByRole('link', { name: t('footer:playStore') })).toHaveAttribute('href', links.playstore_url);
    await earnings.scrollIntoViewIfNeeded();
    await shopper.shot('landing-earnings');

    // A seller's sign-up opens the store registration page without reloading the storefront.
    const seller = landing.earnings[0];
    if (!seller) throw new Error('the demo landing page has no earning block');
    await page.evaluate(() => ((window as { __stayed?: boolean }).__stayed = true));
    await earnings.getByRole('link', { name: seller.button_name }).click();
    await page.waitForURL(`**${seller.button_url}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => (window as { __stayed?: boolean }).__stayed)).toBe(true);
  });
}

test('an address typed on the landing page leads straight to /home in that place', async ({ page }, info) => {
  const setting: Setting = { width: 375, height: 812, language: 'en', theme: 'light' };
  await page.setViewportSize({ width: setting.width, height: setting.height });
  await presetPreferences(page, setting.language, setting.theme);
  const shopper = new Shopper(page, setting, info);
  const { t } = shopper;

  await page.goto('/');
  const search = page.getByRole('main').getByRole('combobox', { name: t('location:search.label') });
  await search.click();
  await search.pressSequentially(DEMO_STREET, { delay: 15 });
  await expect(page.getByRole('option', { name: new RegExp(DEMO_STREET) }).first()).toBeAttached();
  await shopper.shot('landing-address-typed');
  await search.press('Enter');
  await page.waitForURL('**/home');
  await expect(page.getByRole('banner').getByText(/35 Rue Montorgueil/).first()).toBeVisible();
  const stored = await page.evaluate(() => JSON.parse(window.localStorage.getItem('location') ?? 'null') as { zoneIds: number[] } | null);
  expect(stored?.zoneIds.length).toBeGreaterThan(0);
  await shopper.shot('landing-address-home');
});

test('the landing page turns right to left for an RTL language', async ({ page }, info) => {
  const setting: Setting = { width: 1280, height: 800, language: 'en', theme: 'dark' };
  await page.setViewportSize({ width: setting.width, height: setting.height });
  await page.addInitScript(() => {
    window.localStorage.setItem('language-setting', JSON.stringify('ar'));
    window.localStorage.setItem('theme-mode', JSON.stringify('dark'));
  });
  const shopper = new Shopper(page, { ...setting }, info);
  const landing = await landingIn(page, 'en');
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const title = page.getByRole('main').getByRole('heading', { level: 1, name: landing.fixed_header_title });
  await expect(title).toBeVisible();
  // The headline starts on the right: the hero's text column is the right-hand one.
  const box = await title.boundingBox();
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeGreaterThan(640);
  await shopper.shot('landing-rtl');
});
