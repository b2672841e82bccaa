import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Browser, type BrowserContext, type Page } from '../support/test';
import { signUpCustomer } from '../support/customer';
import { ROOT } from '../support/server';
import { presetPreferences, type Setting } from '../support/shopper';
import { textsOf } from '../support/texts';

/**
 * Issue 24: the profile's "Signed-in devices" against the real server. One customer signed in from
 * two browsers: the first sees both, signs the other out (whose next page load finds itself signed
 * out), then signs out everywhere, which signs the first one out as well.
 */

const SHOTS = join(ROOT, 'test-results', 'devices');
const PASSWORD = 'a-long-password-1'; // signUpCustomer's
/** The second browser names itself as a phone's Firefox, so the two devices read apart. */
const PHONE_AGENT = 'Mozilla/5.0 (Android 14; Mobile; rv:128.0) Gecko/128.0 Firefox/128.0';
const t = textsOf('en');

/** A second browser for the same customer: signed in through the API, the token stored before the first load. */
async function signInElsewhere(browser: Browser, email: string, userAgent = PHONE_AGENT): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, userAgent, serviceWorkers: 'block' });
  const page = await context.newPage();
  const answer = await page.request.post('/api/v1/auth/login', {
    data: { email_or_phone: email, password: PASSWORD, login_type: 'manual', field_type: 'email' },
  });
  expect(answer.status()).toBe(200);
  const { token } = (await answer.json()) as { token: string };
  await page.addInitScript((stored) => {
    if (window.sessionStorage.getItem('e2e-token')) return;
    window.sessionStorage.setItem('e2e-token', '1');
    window.localStorage.setItem('token', JSON.stringify(stored));
  }, token);
  await presetPreferences(page, 'en', 'light');
  return { context, page };
}

const devicesCard = (page: Page) => page.locator('.ant-card').filter({ has: page.getByText(t('account:devices.title'), { exact: true }) });
const deviceList = (page: Page) => page.getByRole('list', { name: t('account:devices.list') });
const storedToken = (page: Page) => page.evaluate(() => window.localStorage.getItem('token'));

test('a customer signs another device out, then signs out everywhere', async ({ page, browser }) => {
  await presetPreferences(page, 'en', 'light');
  await page.setViewportSize({ width: 1280, height: 900 });
  const { email } = await signUpCustomer(page, 'Dana Devices');
  const phone = await signInElsewhere(browser, email);

  await test.step('the phone is signed in and sees both devices, itself as this device', async () => {
    await phone.page.goto('/profile?page=profile-settings');
    const mine = deviceList(phone.page).getByRole('listitem').filter({ hasText: t('account:devices.thisDevice') });
    await expect(mine).toContainText('Firefox on Android');
    await expect(deviceList(phone.page).getByRole('listitem')).toHaveCount(2);
  });

  await test.step('the first browser sees the two devices, itself marked', async () => {
    await page.goto('/profile?page=profile-settings');
    const rows = deviceList(page).getByRole('listitem');
    await expect(rows).toHaveCount(2);
    // This device on top, though the phone was used after it.
    const computer = rows.first();
    await expect(computer).toContainText('Chrome on Linux');
    await expect(computer).toContainText(t('account:devices.thisDevice'));
    await expect(computer.getByRole('button')).toHaveCount(0);
    await expect(rows.filter({ hasText: 'Firefox on Android' })).toContainText(t('account:devices.activeNow'));
  });

  await test.step('sign the phone out: it leaves the list', async () => {
    await page.getByRole('button', { name: t('account:devices.signOutLabel', { device: 'Firefox on Android' }) }).click();
    await expect(page.getByText('Signed out on that device.')).toBeVisible();
    await expect(deviceList(page).getByRole('listitem')).toHaveCount(1);
    await expect(devicesCard(page)).toContainText(t('account:devices.onlyThis'));
  });

  await test.step("the phone's next page load finds it signed out", async () => {
    await phone.page.reload();
    await expect(phone.page.getByText(t('common:session.expired'))).toBeVisible();
    await expect(phone.page).toHaveURL(/\/home$/);
    expect(await storedToken(phone.page)).toBeNull();
    await phone.page.goto('/profile?page=profile-settings');
    await expect(phone.page.getByText(t('shell:access.login'))).toBeVisible();
  });

  await test.step('sign out everywhere: confirmed, then this browser is signed out like at logout', async () => {
    const token = JSON.parse((await storedToken(page)) ?? 'null') as string;
    await devicesCard(page).getByRole('button', { name: t('account:devices.everywhere') }).click();
    const confirm = page.getByRole('dialog', { name: t('account:devices.everywhereTitle') });
    await expect(confirm).toContainText(t('account:devices.everywhereText'));
    await confirm.getByRole('button', { name: t('account:devices.everywhereConfirm') }).click();
    await expect(page.getByText('Signed out everywhere.')).toBeVisible();
    await expect(page).toHaveURL(/\/home$/);
    expect(await storedToken(page)).toBeNull();
    await expect(page.getByRole('banner').getByRole('button', { name: t('shell:header.signIn') })).toBeVisible();
    // The server refuses the old token from now on.
    const refused = await page.request.get('/api/v1/customer/sessions', { headers: { Authorization: `Bearer ${token}` } });
    expect(refused.status()).toBe(401);
    await page.goto('/profile?page=profile-settings');
    await expect(page.getByText(t('shell:access.login'))).toBeVisible();
  });

  await phone.context.close();
});

const SETTINGS: Setting[] = [
  { width: 375, height: 812, language: 'en', theme: 'light' },
  { width: 375, height: 812, language: 'en', theme: 'dark' },
  { width: 1280, height: 900, language: 'en', theme: 'light' },
  { width: 1280, height: 900, language: 'fr', theme: 'dark' },
];

test('the devices section at phone and desktop widths, light and dark', async ({ page, browser }) => {
  mkdirSync(SHOTS, { recursive: true });
  const { email } = await signUpCustomer(page, 'Dana Devices');
  const phone = await signInElsewhere(browser, email);
  const tablet = await signInElsewhere(browser, email, 'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15');
  for (const setting of SETTINGS) {
    const texts = textsOf(setting.language);
    await page.setViewportSize({ width: setting.width, height: setting.height });
    await page.goto('/home');
    await page.evaluate(([language, theme]) => {
      window.localStorage.setItem('language-setting', JSON.stringify(language));
      window.localStorage.setItem('theme-mode', JSON.stringify(theme));
    }, [setting.language, setting.theme] as const);
    await page.goto('/profile?page=profile-settings');
    const card = page.locator('.ant-card').filter({ has: page.getByText(texts('account:devices.title'), { exact: true }) });
    await expect(card.getByRole('listitem')).toHaveCount(3);
    await expect(card.getByText(texts('account:devices.thisDevice'))).toBeVisible();
    // Nothing of the section runs past the screen's edge.
    const box = await card.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(setting.width);
    await card.scrollIntoViewIfNeeded();
    await card.screenshot({ path: join(SHOTS, `${setting.width}px-${setting.language}-${setting.theme}.png`), animations: 'disabled' });
  }
  await phone.context.close();
  await tablet.context.close();
});
