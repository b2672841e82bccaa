import { expect, test, type ElementHandle, type Locator, type Page } from '../support/test';
import { demoItemsByStore, limitOf, type DemoItem } from '../support/demo-cart';
import { takesOrders, zoneStores } from '../support/demo-order';
import { DEMO_STREET, presetPreferences, Shopper, type Setting } from '../support/shopper';

/**
 * Issue 29's keyboard journey, against the real server on a fresh demo database: from the landing page
 * a shopper chooses the food module, picks a location, adds an item with required options to the cart,
 * checks out as a guest and places the order with the keyboard alone (no click, no fill, no pointer).
 * At every stop of the Tab key the focus is visible, and it is never lost: a dialog or drawer that
 * closes gives it back to the control that opened it.
 */

const DESKTOP: Setting = { width: 1280, height: 800, language: 'en', theme: 'light' };

/** What the journey says of the focused element when a step fails: its tag, role and name. */
interface Focused {
  description: string;
  body: boolean;
  focusVisible: boolean;
  indicator: boolean;
  /** Whether the focused element is the one asked about (`readFocus`'s target), and whether that one left the page. */
  onTarget: boolean;
  targetGone: boolean;
}

/**
 * The focused element and whether the shopper sees where it is: `:focus-visible` and a ring (an outline
 * or a box shadow that is painted) on itself, or on the part antd draws for it. antd 6 keeps the input of
 * a radio, checkbox or radio button transparent under a drawn one and rings that one while the input is
 * :focus-visible (`.ant-radio`, `.ant-checkbox`, `.ant-radio-button-wrapper`; the language switch's label
 * likewise): a hidden input's own outline, unseen, does not count. A select's or a counted text area's
 * input sits inside a frame antd rings (`.ant-select`, `.ant-input-affix-wrapper`).
 */
function readFocus(page: Page, target: ElementHandle | null = null): Promise<Focused> {
  return page.evaluate((wanted) => {
    const element = document.activeElement ?? document.body;
    const painted = (color: string) => !/^(transparent|rgba\(\d+, \d+, \d+, 0\))$/.test(color);
    const ringed = (node: Element) => {
      const style = getComputedStyle(node);
      const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0 && painted(style.outlineColor);
      return outline || (style.boxShadow !== 'none' && style.boxShadow !== '');
    };
    // The parts antd draws for an input, nearest first; the search stops at the control's own frame.
    const drawn = '.ant-radio, .ant-checkbox, .ant-radio-button-wrapper, .ant-select, .ant-input-affix-wrapper, label';
    const box = element.getBoundingClientRect();
    const unseen = Number(getComputedStyle(element).opacity) === 0 || box.width === 0 || box.height === 0;
    let indicator = !unseen && ringed(element);
    for (let node = element.parentElement; !indicator && node && node !== document.body; node = node.parentElement) {
      if (node.matches(drawn)) indicator = ringed(node);
      if (node.matches('label, .ant-select, .ant-input-affix-wrapper, .ant-radio-button-wrapper')) break;
    }
    const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 60);
    const role = element.getAttribute('role') ?? element.getAttribute('type') ?? '';
    const classes = typeof element.className === 'string' ? element.className.split(/\s+/).filter((c) => !c.startsWith('css-')).slice(0, 3).join('.') : '';
    return {
      description: `<${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''}${role ? ` ${role}` : ''}> "${name}"`,
      body: element === document.body || element === document.documentElement,
      focusVisible: element.matches(':focus-visible'),
      indicator,
      onTarget: wanted !== null && element === wanted,
      targetGone: wanted !== null && !wanted.isConnected,
    };
  }, target);
}

/** Fails unless focus is on an element (not lost on the page's body) whose focus the shopper sees. */
async function expectVisibleFocus(page: Page, where: string, target: ElementHandle | null = null): Promise<Focused> {
  const focused = await readFocus(page, target);
  expect(focused.body, `${where}: focus is lost (on the page's body)`).toBe(false);
  expect(focused.focusVisible, `${where}: ${focused.description} is focused but not :focus-visible`).toBe(true);
  expect(focused.indicator, `${where}: ${focused.description} shows no focus ring (outline or box shadow)`).toBe(true);
  return focused;
}

const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);

/**
 * Presses Tab (Shift+Tab `backwards`) until `target` has the focus, checking at every stop on the way that
 * focus is visible and not lost. Fails after `max` presses, naming where focus ended. The target is found
 * once and held, so each stop costs one look into the page (a journey makes about a hundred of them); it is
 * found again only if the page replaced it.
 */
async function tabTo(page: Page, target: Locator, { max = 30, backwards = false }: { max?: number; backwards?: boolean } = {}): Promise<void> {
  await expect(target).toBeVisible();
  let held = await target.elementHandle();
  let last = '(nothing yet)';
  for (let press = 1; press <= max; press += 1) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    const focused = await expectVisibleFocus(page, `Tab stop ${press} on the way to ${target}`, held);
    last = focused.description;
    if (focused.onTarget) return;
    if (focused.targetGone) {
      held = await target.elementHandle();
      if (await isFocused(target)) return;
    }
  }
  throw new Error(`${target} was not reached in ${max} presses of ${backwards ? 'Shift+Tab' : 'Tab'}; focus ended on ${last}`);
}

/** Fails unless `control` gets the focus (a dialog closed and gave it back); names where it is instead. */
async function expectFocusOn(page: Page, control: Locator, why: string): Promise<void> {
  await expect.poll(async () => ((await isFocused(control)) ? 'on it' : (await readFocus(page)).description), { message: why }).toBe('on it');
}

/** Fails unless the focus is inside `container` (a dialog or drawer that opened and took it). */
async function expectFocusInside(page: Page, container: Locator, why: string): Promise<void> {
  const where = async () => ((await container.evaluate((node) => node.contains(document.activeElement))) ? 'inside' : (await readFocus(page)).description);
  await expect.poll(where, { message: why }).toBe('inside');
}

/** A variation group of a food item, as the demo answers it. */
interface FoodGroup {
  name: string;
  type: 'single' | 'multi';
  required: 'on' | 'off';
  values: { label: string }[];
}

/**
 * A demo food item whose options dialog has a required single choice of two or more (the journey picks
 * it with the arrows), on sale all day at a store that takes an order at this hour, and how many of it
 * reach the store's minimum order: the fewest presses of the dialog's plus button.
 */
async function orderableDish(page: Page): Promise<{ item: DemoItem; quantity: number }> {
  const { stores } = await zoneStores(page, 'food');
  const minimums = new Map(stores.filter(takesOrders).map((store) => [store.id, store.minimum_order] as const));
  const found: { item: DemoItem; quantity: number }[] = [];
  for (const [storeId, items] of await demoItemsByStore(page, 'food')) {
    const minimum = minimums.get(storeId);
    if (minimum === undefined) continue;
    for (const item of items as (DemoItem & { price: number; discounted_price?: number })[]) {
      const groups = item.food_variations as FoodGroup[];
      const choosable = groups.some((group) => group.required === 'on' && group.type === 'single' && group.values.length >= 2);
      const allDay = item.available_time_starts.startsWith('00:00') && item.available_time_ends.startsWith('23:59');
      const quantity = Math.max(1, Math.ceil(minimum / (item.discounted_price ?? item.price)));
      if (choosable && allDay && quantity <= limitOf(item)) found.push({ item, quantity });
    }
  }
  const fewest = found.sort((a, b) => a.quantity - b.quantity)[0];
  if (!fewest) throw new Error('no demo food store taking orders now sells an item with a required choice');
  return fewest;
}

test('a shopper orders with the keyboard alone, always seeing where the focus is', async ({ page }, info) => {
  // About a hundred Tab stops, each looked at, and nine screens checked by axe: near 30 s here, over 60 s
  // on a machine of CI's kind (CPU index near 1,000) while the other worker runs its own journey.
  test.setTimeout(120_000);
  await page.setViewportSize({ width: DESKTOP.width, height: DESKTOP.height });
  await presetPreferences(page, DESKTOP.language, DESKTOP.theme);
  const shopper = new Shopper(page, DESKTOP, info);
  const { t } = shopper;
  const foodName = await shopper.moduleName('food');
  const { item, quantity } = await orderableDish(page);
  const { keyboard } = page;

  await test.step('choose the food module from the landing page', async () => {
    await page.goto('/');
    const food = page.getByRole('button', { name: foodName, exact: true });
    await tabTo(page, food);
    await shopper.shot('keyboard-landing-food-focused');
    await keyboard.press('Enter');
  });

  await test.step('pick a location: search the street, take the suggestion, confirm', async () => {
    const dialog = page.getByRole('dialog', { name: t('location:picker.title') });
    await expect(dialog).toBeVisible();
    // The dialog takes the focus when it opens: the shopper's next key acts inside it.
    await expectFocusInside(page, dialog, 'the options dialog took the focus as it opened');
    const search = dialog.getByRole('combobox', { name: t('location:search.label') });
    await tabTo(page, search);
    await keyboard.type(DEMO_STREET, { delay: 15 });
    await expect(page.getByRole('option', { name: new RegExp(DEMO_STREET) }).first()).toBeAttached();
    await keyboard.press('ArrowDown');
    await keyboard.press('Enter');
    await expect(dialog.getByRole('paragraph').filter({ hasText: `35 ${DEMO_STREET}` })).toBeVisible();
    const confirm = dialog.getByRole('button', { name: t('location:picker.confirm') });
    await expect(confirm).toBeEnabled();
    await tabTo(page, confirm);
    await shopper.shot('keyboard-location-confirm-focused');
    await keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await page.waitForURL('**/home');
    await expect(page.getByRole('heading', { level: 1, name: foodName })).toBeVisible();
    // The module tile that opened the picker went with the landing page: the focus is on the new page's
    // main heading (its main content when the dialog closed before the heading came).
    const onHeading = () => page.evaluate(() => document.activeElement?.matches('main, main h1') ?? false);
    await expect.poll(onHeading, { message: 'the focus is on the home page’s main heading once the location is confirmed' }).toBe(true);
    await expectVisibleFocus(page, 'the home page after the location is confirmed');
    await shopper.shot('keyboard-home-heading-focused');
  });

  await test.step('search the dish from the home page', async () => {
    const search = page.getByRole('main').getByRole('search').locator('input');
    await tabTo(page, search, { max: 60 });
    await keyboard.type(item.name, { delay: 10 });
    await keyboard.press('Enter');
    await page.waitForURL('**/search?**');
  });

  const named = page.getByRole('article').filter({ has: page.getByRole('heading', { level: 3, name: item.name, exact: true }) });
  // Several stores sell the same dish: the card of its store.
  const card = named.filter({ hasText: item.store_name });
  const addFromCard = card.getByRole('button', { name: t('cart:cardAddToCart') });
  const dialog = page.getByRole('dialog').filter({ hasText: item.name });

  await test.step('open the dish’s options from its card, close them with Escape, open them again', async () => {
    await tabTo(page, addFromCard, { max: 60 });
    await shopper.shot('keyboard-card-add-focused');
    await keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await expectFocusInside(page, dialog, 'the options dialog took the focus as it opened');
    await keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expectFocusOn(page, addFromCard, 'the options dialog closed with Escape');
    await keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await expectFocusInside(page, dialog, 'the options dialog took the focus as it opened again');
  });

  await test.step('choose the options with the arrow keys and Space, add to cart', async () => {
    const groups = item.food_variations as FoodGroup[];
    for (const group of groups) {
      const [first, second] = group.values;
      if (!first) continue;
      const role = group.type === 'single' ? 'radio' : 'checkbox';
      const option = dialog.getByRole(role, { name: new RegExp(`^${first.label}`) });
      await tabTo(page, option);
      if (role === 'radio' && second) {
        // Arrows move through a radio group and choose as they go.
        await keyboard.press('ArrowDown');
        await expect(dialog.getByRole('radio', { name: new RegExp(`^${second.label}`) })).toBeChecked();
      } else {
        await keyboard.press('Space');
        await expect(option).toBeChecked();
      }
      await expectVisibleFocus(page, `an option of ${group.name} chosen`);
    }
    if (quantity > 1) {
      // Enough of the dish for the store's minimum order: the quantity's plus button, pressed with Space.
      const stepper = dialog.getByRole('group', { name: t('cart:quantity'), exact: true });
      await tabTo(page, stepper.getByRole('button', { name: t('cart:increase') }));
      for (let count = 1; count < quantity; count += 1) {
        await keyboard.press('Space');
        await expect(stepper).toContainText(String(count + 1));
      }
    }
    const add = dialog.getByRole('button', { name: new RegExp(t('cart:addToCart')) });
    await tabTo(page, add);
    await shopper.shot('keyboard-options-chosen');
    await keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(page.getByText(t('cart:added'))).toBeVisible();
    await expectFocusOn(page, addFromCard, 'the options dialog closed after adding to cart');
  });

  const cartButton = page.getByRole('banner').getByRole('button', { name: t('shell:header.cart') });
  const drawer = page.getByRole('dialog').filter({ has: page.getByText(t('cart:title'), { exact: true }) });
  const proceed = drawer.getByRole('button', { name: t('cart:proceed') });
  const prompt = page.getByRole('dialog').filter({ hasText: t('cart:guestPrompt.title') });
  // antd focuses the drawer's own frame, around its dialog: the next Tab goes to its first control.
  const drawerFrame = page.locator('.ant-drawer').filter({ has: drawer });

  await test.step('open the cart drawer from the header, close it with Escape, open it again', async () => {
    await tabTo(page, cartButton, { backwards: true, max: 60 });
    await keyboard.press('Enter');
    await expect(proceed).toBeVisible();
    await expectFocusInside(page, drawerFrame, 'the cart drawer took the focus as it opened');
    await keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expectFocusOn(page, cartButton, 'the cart drawer closed with Escape');
    await keyboard.press('Enter');
    await expect(proceed).toBeVisible();
    await expectFocusInside(page, drawerFrame, 'the cart drawer took the focus as it opened again');
  });

  await test.step('proceed to checkout as a guest', async () => {
    await tabTo(page, proceed);
    await shopper.shot('keyboard-drawer-proceed-focused');
    await keyboard.press('Enter');
    await expect(prompt).toBeVisible();
    await expectFocusInside(page, prompt, 'the guest-or-login prompt took the focus as it opened');
    await keyboard.press('Escape');
    await expect(prompt).toBeHidden();
    await expectFocusOn(page, proceed, 'the guest-or-login prompt closed with Escape');
    await keyboard.press('Enter');
    await expect(prompt).toBeVisible();
    await expectFocusInside(page, prompt, 'the guest-or-login prompt took the focus as it opened again');
    const guest = prompt.getByRole('button', { name: t('cart:guestPrompt.guest') });
    await tabTo(page, guest);
    await keyboard.press('Enter');
    await page.waitForURL('**/checkout?page=cart');
    await expect(page.getByRole('heading', { level: 1, name: t('checkout:title') })).toBeVisible();
    await expect(drawer).toBeHidden();
    // The prompt's opener (Proceed) went with the drawer: focus goes back to what opened the drawer,
    // the header's cart button, which the checkout page keeps.
    await expectFocusOn(page, cartButton, 'the prompt and the drawer closed for checkout');
  });

  await test.step('give the contact info in its dialog by typing', async () => {
    const add = page.getByRole('button', { name: t('addresses:guest.add') });
    await tabTo(page, add, { max: 60 });
    await keyboard.press('Enter');
    const contact = page.getByRole('dialog', { name: t('addresses:guest.add') });
    await expect(contact).toBeVisible();
    await expectFocusInside(page, contact, 'the contact dialog took the focus as it opened');
    await tabTo(page, contact.getByLabel(t('addresses:guest.name')));
    await keyboard.type('Grace Hopper');
    await tabTo(page, contact.getByLabel(t('addresses:guest.phone')));
    await keyboard.type('+33 6 11 22 33 44');
    await tabTo(page, contact.getByLabel(t('addresses:guest.address')));
    await keyboard.type('35 Rue Montorgueil, 75002 Paris');
    await tabTo(page, contact.getByLabel(t('addresses:guest.house')));
    await keyboard.type('4B');
    const save = contact.getByRole('button', { name: t('addresses:guest.save') });
    await tabTo(page, save);
    await shopper.shot('keyboard-contact-filled');
    await keyboard.press('Enter');
    await expect(contact).toBeHidden();
    // The same button, now named Edit: the card shows the contact.
    await expectFocusOn(page, page.getByRole('button', { name: t('addresses:guest.edit') }), 'the contact dialog closed after saving');
  });

  await test.step('pay cash on delivery and place the order', async () => {
    const cash = page.getByRole('radio', { name: t('checkout:payment.cash_on_delivery') });
    await tabTo(page, cash, { max: 60 });
    if (!(await cash.isChecked())) await keyboard.press('Space');
    await expect(cash).toBeChecked();
    const place = page.getByRole('button', { name: t('checkout:place.submit') });
    await expect(place).toBeEnabled();
    await tabTo(page, place, { max: 60 });
    await shopper.shot('keyboard-place-order-focused');
    await keyboard.press('Enter');
    // The form and its Place order button went with the order: the outcome in their place has the focus.
    const outcome = page.getByRole('region', { name: t('checkout:success.title') });
    await expect(outcome).toBeVisible();
    await expect(outcome).toBeInViewport();
    await expectFocusOn(page, outcome, 'the order is placed');
    await expectVisibleFocus(page, 'the order placed page');
    await tabTo(page, outcome.getByRole('button', { name: t('checkout:success.track') }));
    await shopper.shot('keyboard-order-placed');
  });
});
