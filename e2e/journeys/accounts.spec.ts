import { isChunkFile } from '../support/chunks';
import { expect, test, type Locator, type Page } from '../support/test';
import { signUpCustomer, uniqueContact } from '../support/customer';
import { demoItemsByStore, isPlain, limitOf } from '../support/demo-cart';
import { presetChoices, presetPreferences, Shopper, type Setting } from '../support/shopper';

/**
 * The account journeys of issue 11 against the real server: a guest signs up from the
 * guest-or-login prompt and keeps the cart; a customer signs in, changes the email with the demo
 * code and logs out; a stored token the server refuses sends the shopper home with the toast.
 */

const DESKTOP: Setting = { width: 1280, height: 800, language: 'en', theme: 'light' };
const PHONE: Setting = { width: 375, height: 812, language: 'fr', theme: 'dark' };
const PASSWORD = 'a long demo password';

/** A customer nobody else uses: an address and a phone number of this run alone. */
function newCustomer(tag: string) {
  return { name: `Camille ${tag}`, ...uniqueContact(`camille.${tag}`) };
}

/** An account made through the API, for journeys that start from signing in. */
async function signedUpCustomer(page: Page, tag: string) {
  const customer = newCustomer(tag);
  const answer = await page.request.post('/api/v1/auth/sign-up', { data: { ...customer, password: PASSWORD } });
  expect(answer.status()).toBe(200);
  return customer;
}

const storedToken = (page: Page) => page.evaluate(() => window.localStorage.getItem('token'));

function authDialog(page: Page, title: string): Locator {
  return page.getByRole('dialog', { name: title });
}

test('a guest signs up from the guest-or-login prompt and keeps the cart', async ({ page }, info) => {
  await page.setViewportSize({ width: DESKTOP.width, height: DESKTOP.height });
  await presetPreferences(page, DESKTOP.language, DESKTOP.theme);
  await presetChoices(page, 'grocery');
  const shopper = new Shopper(page, DESKTOP, info);
  const { t } = shopper;
  const item = [...(await demoItemsByStore(page, 'grocery')).values()].flat().find((candidate) => isPlain(candidate) && limitOf(candidate) >= 1);
  if (!item) throw new Error('the demo grocery has no plain item');

  await test.step('fill the cart as a guest', async () => {
    await page.goto(`/search?name=${encodeURIComponent(item.name)}`);
    const card = page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { level: 3, name: item.name, exact: true }) })
      .filter({ hasText: item.store_name });
    await card.getByRole('button', { name: t('cart:cardAddToCart') }).click();
    await expect(page.getByText(t('cart:added'))).toBeVisible();
  });

  const drawer = page.getByRole('dialog').filter({ has: page.getByText(t('cart:title'), { exact: true }) });
  await test.step('proceed to checkout: the guest-or-login prompt, then Sign Up', async () => {
    await page.getByRole('banner').getByRole('button', { name: t('shell:header.cart') }).click();
    await drawer.getByRole('button', { name: t('cart:proceed') }).click();
    const prompt = page.getByRole('dialog').filter({ hasText: t('cart:guestPrompt.title') });
    await prompt.getByRole('button', { name: t('cart:guestPrompt.signUp') }).click();
    const dialog = authDialog(page, t('account:auth.signUpTitle'));
    await expect(dialog.getByRole('button', { name: t('account:auth.continueAsGuest') })).toBeVisible();
    await shopper.shot('sign-up-from-prompt');
  });

  const customer = newCustomer('cart');
  await test.step('sign up: the server refuses a taken email under its field, then takes a new one', async () => {
    const taken = await signedUpCustomer(page, 'taken');
    const dialog = authDialog(page, t('account:auth.signUpTitle'));
    await dialog.getByLabel(t('account:auth.name')).fill(customer.name);
    await dialog.getByLabel(t('account:auth.email')).fill(taken.email);
    // Typed with spaces and a dash: the field keeps the digits and the leading +.
    await dialog.getByLabel(t('account:auth.phone')).pressSequentially(`${customer.phone.slice(0, 4)} ${customer.phone.slice(4, 8)}-${customer.phone.slice(8)}`);
    await expect(dialog.getByLabel(t('account:auth.phone'))).toHaveValue(customer.phone);
    await dialog.getByLabel(t('account:auth.password'), { exact: true }).fill(PASSWORD);
    await dialog.getByLabel(t('account:auth.confirmPassword')).fill(PASSWORD);
    await dialog.getByRole('button', { name: t('account:auth.signUp') }).click();
    await expect(dialog.getByText('The email has already been taken.')).toBeVisible();
    await shopper.shot('sign-up-email-taken');

    await dialog.getByLabel(t('account:auth.email')).fill(customer.email);
    await dialog.getByRole('button', { name: t('account:auth.signUp') }).click();
    await expect(page.getByText(t('account:auth.signedUp'))).toBeVisible();
    await expect(dialog).toBeHidden();
    expect(await storedToken(page)).toMatch(/^".+"$/);
  });

  await test.step('the demo asks new accounts to verify their email: the code entry opens, the demo code verifies it', async () => {
    const entry = page.getByRole('dialog', { name: t('account:otp.title') });
    await expect(entry.getByText(t('account:otp.sentTo', { target: customer.email }))).toBeVisible();
    await expect(entry.getByText(t('account:otp.demo', { code: '123456' }))).toBeVisible();
    await shopper.shot('sign-up-email-code');
    await entry.getByRole('textbox').first().pressSequentially('123456');
    await entry.getByRole('button', { name: t('account:otp.verify') }).click();
    await expect(page.getByText('Email verified successfully.')).toBeVisible();
    await expect(entry).toBeHidden();
  });

  await test.step('the cart is the customer’s now, with the guest’s line', async () => {
    await expect(page.getByRole('banner').getByRole('button', { name: t('shell:header.profile') })).toBeVisible();
    await expect(drawer.getByRole('button', { name: t('cart:editLine', { name: item.name }) })).toBeVisible();
    await shopper.shot('signed-up-cart-kept');
    const lines = await page.evaluate(async () => {
      const token = JSON.parse(window.localStorage.getItem('token') ?? 'null') as string;
      const module = JSON.parse(window.localStorage.getItem('module') ?? 'null') as { id: number };
      const answer = await fetch('/api/v1/customer/cart/list', { headers: { Authorization: `Bearer ${token}`, moduleId: String(module.id), zoneId: '[1]' } });
      return (await answer.json()) as { item: { name: string } }[];
    });
    expect(lines.map((line) => line.item.name)).toEqual([item.name]);
  });
});

/** The demo customer (adapters/demo/customer.py, given in the README): verified email and phone. */
const DEMO_CUSTOMER = { email: 'demo@example.com', phone: '+33600000001', password: 'demo-password', name: 'Camille Martin' };

/** Sign in through the header's Sign In button. */
async function signIn(shopper: Shopper, identifier: string, password: string): Promise<void> {
  const { page, t } = shopper;
  const banner = page.getByRole('banner');
  await banner.getByRole('button', { name: t('shell:header.signIn') }).click();
  const dialog = authDialog(page, t('account:auth.signInTitle'));
  await dialog.getByLabel(t('account:auth.identifier')).fill(identifier);
  await dialog.getByLabel(t('account:auth.password')).fill(password);
  await shopper.shot('sign-in');
  await dialog.getByRole('button', { name: t('account:auth.signIn') }).click();
  await expect(page.getByText(t('account:auth.signedIn'))).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(banner.getByRole('link', { name: t('shell:header.chat') })).toHaveAttribute('href', '/profile?page=inbox');
}

async function openProfileSettings(shopper: Shopper): Promise<void> {
  const { page, t } = shopper;
  // Pressed at once, whether or not the menu's code has arrived: the menu opens once it has.
  await page.getByRole('banner').getByRole('button', { name: t('shell:header.profile') }).click();
  await page.getByRole('menuitem', { name: t('shell:account.entries.profile-settings') }).click();
  await page.waitForURL('**/profile?page=profile-settings');
}

test('the demo customer signs in with the phone, sees the profile and logs out', async ({ page }, info) => {
  const setting: Setting = { ...DESKTOP, language: 'fr' };
  await page.setViewportSize({ width: setting.width, height: setting.height });
  await presetPreferences(page, setting.language, setting.theme);
  await presetChoices(page, 'food', setting.language);
  const shopper = new Shopper(page, setting, info);
  const { t } = shopper;
  const banner = page.getByRole('banner');
  await page.goto('/home');

  await test.step('a wrong password is refused with the same words for every account', async () => {
    await banner.getByRole('button', { name: t('shell:header.signIn') }).click();
    const dialog = authDialog(page, t('account:auth.signInTitle'));
    await dialog.getByLabel(t('account:auth.identifier')).fill('06 00 00 00 01');
    await dialog.getByLabel(t('account:auth.password')).fill('not the password');
    await dialog.getByRole('button', { name: t('account:auth.signIn') }).click();
    await expect(page.getByText('E-mail/téléphone ou mot de passe incorrect.')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  await test.step('sign in with the phone number', async () => {
    await signIn(shopper, DEMO_CUSTOMER.phone, DEMO_CUSTOMER.password);
  });

  await test.step('the profile: verified contacts; the verified phone is Not Changeable', async () => {
    await openProfileSettings(shopper);
    await expect(page.getByText(DEMO_CUSTOMER.name, { exact: true })).toBeVisible();
    await expect(page.getByText(DEMO_CUSTOMER.email)).toBeVisible();
    await shopper.shot('profile');
    await page.getByRole('button', { name: t('account:profile.edit') }).click();
    await expect(page.getByLabel(t('account:profile.phone'))).toBeDisabled();
    await expect(page.getByText(t('account:profile.notChangeable'))).toBeVisible();
    await expect(page.getByRole('img', { name: t('account:profile.emailVerified') })).toBeVisible();
    await shopper.shot('profile-edit');
    await page.getByRole('button', { name: t('account:profile.goBack') }).click();
    await expect(page.getByRole('button', { name: t('account:profile.edit') })).toBeVisible();
  });

  await test.step('log out after the confirmation', async () => {
    const token = JSON.parse((await storedToken(page)) ?? 'null') as string;
    await banner.getByRole('button', { name: t('shell:header.profile') }).click();
    await page.getByRole('menuitem', { name: t('shell:account.logout') }).click();
    const confirm = page.getByRole('dialog', { name: t('shell:logout.confirmTitle') });
    await shopper.shot('logout-confirm');
    await confirm.getByRole('button', { name: t('shell:logout.confirm') }).click();
    await expect(page.getByText(t('shell:logout.done'))).toBeVisible();
    await page.waitForURL('**/home');
    expect(await storedToken(page)).toBeNull();
    await expect(banner.getByRole('button', { name: t('shell:header.signIn') })).toBeVisible();
    // The server refuses the old token from now on.
    const after = await page.request.get('/api/v1/customer/info', { headers: { Authorization: `Bearer ${token}` } });
    expect(after.status()).toBe(401);
    await shopper.shot('logged-out');
  });
});

test('a customer changes the email with the demo code', async ({ page }, info) => {
  const setting: Setting = { ...DESKTOP, theme: 'dark' };
  await page.setViewportSize({ width: setting.width, height: setting.height });
  await presetPreferences(page, setting.language, setting.theme);
  await presetChoices(page, 'food');
  const shopper = new Shopper(page, setting, info);
  const { t } = shopper;
  // A customer of its own: the demo customer's email stays as the README gives it.
  const customer = await signedUpCustomer(page, 'profile');
  await page.goto('/home');
  await signIn(shopper, customer.email, PASSWORD);
  await openProfileSettings(shopper);
  await expect(page.getByText(customer.email)).toBeVisible();

  const newEmail = customer.email.replace('camille.', 'camille.new.');
  await test.step('change the email: the code dialog shows the demo code', async () => {
    await page.getByRole('button', { name: t('account:profile.edit') }).click();
    await expect(page.getByText(t('account:profile.editTitle'))).toBeVisible();
    await expect(page.getByLabel(t('account:profile.password'), { exact: true })).toBeVisible();
    await page.getByLabel(t('account:profile.email')).fill(newEmail);
    await expect(page.getByRole('button', { name: t('account:profile.verify') })).toBeVisible();
    await shopper.shot('profile-edit');
    await page.getByRole('button', { name: t('account:profile.save') }).click();
    const dialog = page.getByRole('dialog', { name: t('account:otp.title') });
    await expect(dialog.getByText(t('account:otp.demo', { code: '123456' }))).toBeVisible();
    await expect(dialog.getByText(t('account:otp.resendIn', { seconds: '60' }))).toBeVisible();
    const verify = dialog.getByRole('button', { name: t('account:otp.verify') });
    await expect(verify).toBeDisabled();
    await shopper.shot('otp-dialog');

    await dialog.getByRole('textbox').first().pressSequentially('111111');
    await verify.click();
    await expect(dialog.getByText('OTP does not match.')).toBeVisible();
    await dialog.getByRole('textbox').first().click();
    for (let box = 0; box < 6; box += 1) await page.keyboard.press('Backspace');
    await dialog.getByRole('textbox').first().pressSequentially('123456');
    await verify.click();
    await expect(page.getByText('Email verified successfully.')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(newEmail)).toBeVisible();
    await shopper.shot('email-verified');
  });
});

test('a stored token the server refuses sends the shopper home with the toast', async ({ page }, info) => {
  await page.setViewportSize({ width: PHONE.width, height: PHONE.height });
  await presetPreferences(page, PHONE.language, PHONE.theme);
  await presetChoices(page, 'grocery', PHONE.language);
  await page.addInitScript(() => {
    if (window.sessionStorage.getItem('e2e-token')) return;
    window.sessionStorage.setItem('e2e-token', '1');
    window.localStorage.setItem('token', JSON.stringify('a-token-the-server-never-issued'));
  });
  const shopper = new Shopper(page, PHONE, info);
  const { t } = shopper;

  await page.goto('/profile?page=profile-settings');
  await expect(page.getByText(t('common:session.expired'))).toBeVisible();
  await page.waitForURL('**/home');
  expect(await storedToken(page)).toBeNull();
  await shopper.shot('session-expired');
});

test('on a slow network, Profile pressed before the menu’s code arrives opens the menu once it has', async ({ page }, info) => {
  await page.setViewportSize({ width: DESKTOP.width, height: DESKTOP.height });
  await presetPreferences(page, DESKTOP.language, DESKTOP.theme);
  await presetChoices(page, 'grocery', DESKTOP.language);
  await signUpCustomer(page);
  const shopper = new Shopper(page, DESKTOP, info);
  const { t } = shopper;
  // The menu's chunk (web/src/app/layout/header/account-button.tsx) is held until the shopper has pressed.
  let letIn = () => {};
  const held = new Promise<void>((resolve) => {
    letIn = resolve;
  });
  const menuCode = (url: string) => isChunkFile(url, 'account-menu') && url.endsWith('.js');
  await page.route((url) => menuCode(url.href), async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/home');
  const profile = page.getByRole('banner').getByRole('button', { name: t('shell:header.profile') });
  const entry = page.getByRole('menuitem', { name: t('shell:account.entries.profile-settings') });

  await test.step('the press begins before the code arrives and ends after it has been drawn', async () => {
    await expect(profile).toBeVisible();
    const box = await profile.boundingBox();
    if (!box) throw new Error('the Profile button has no box');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    const arrived = page.waitForResponse((response) => menuCode(response.url()));
    letIn();
    await arrived;
    // Two frames: time for the page to run the code and React to draw what it brings.
    await page.evaluate(() => new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn))));
    await page.mouse.up();
    await expect(entry).toBeVisible();
    await expect(profile).toBeFocused();
    await shopper.shot('account-menu-pressed-early');
  });

  await test.step('the menu works as usual', async () => {
    await entry.click();
    await page.waitForURL('**/profile?page=profile-settings');
  });
});

test('the account menu stays under the Profile button while the page scrolls under the header', async ({ page }, info) => {
  await page.setViewportSize({ width: DESKTOP.width, height: DESKTOP.height });
  await presetPreferences(page, DESKTOP.language, DESKTOP.theme);
  await presetChoices(page, 'grocery', DESKTOP.language);
  await signUpCustomer(page);
  const { t } = new Shopper(page, DESKTOP, info);
  await page.goto('/home');
  await page.getByRole('banner').getByRole('button', { name: t('shell:header.profile') }).click();
  const entry = page.getByRole('menuitem', { name: t('shell:account.entries.profile-settings') });
  await expect(entry).toBeVisible();
  // Where the entry is just before and just after the page moves (the same task: nothing redrawn between).
  const moved = await entry.evaluate((item) => {
    const before = item.getBoundingClientRect().y;
    window.scrollBy(0, 56);
    return item.getBoundingClientRect().y - before;
  });
  expect(moved).toBe(0);
  await entry.click();
  await page.waitForURL('**/profile?page=profile-settings');
});
