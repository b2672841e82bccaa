import { isChunkFile } from '../support/chunks';
import { expect, test, type Locator, type Page, type TestInfo } from '../support/test';
import { signInDemoCustomer, signUpCustomer } from '../support/customer';
import { demoItemsByStore, isPlain } from '../support/demo-cart';
import { DEMO_LOCATION, DEMO_STREET, presetChoices, presetPreferences, pressCardAction, pressInPopup, Shopper, type Setting } from '../support/shopper';

/**
 * The saved-address and wishlist journeys of issue 11, as a signed-in customer against the real
 * server: add, edit, pick and delete an address (in the location picker, where a customer picks
 * where to deliver); add and remove a favourite from an item card and from the wishlist drawer.
 */

const SETTINGS: Setting[] = [
  { width: 1280, height: 800, language: 'en', theme: 'light' },
  { width: 1280, height: 800, language: 'fr', theme: 'dark' },
];

async function start(page: Page, setting: Setting, info: TestInfo): Promise<Shopper> {
  await page.setViewportSize({ width: setting.width, height: setting.height });
  await presetPreferences(page, setting.language, setting.theme);
  await presetChoices(page, 'grocery', setting.language);
  await signUpCustomer(page);
  return new Shopper(page, setting, info);
}

for (const setting of SETTINGS) {
  test(`a customer adds, edits, picks and deletes a saved address (${setting.language}, ${setting.theme})`, async ({ page }, info) => {
    const shopper = await start(page, setting, info);
    const { t } = shopper;
    const picker = page.getByRole('dialog', { name: t('location:picker.title') });
    const openPicker = async () => {
      await page.getByRole('banner').getByRole('button', { name: /Rue Montorgueil/ }).first().click();
      await expect(picker).toBeVisible();
    };
    const list = picker.getByRole('list', { name: t('addresses:list.title') });

    await test.step('no saved address yet', async () => {
      await page.goto('/home');
      await openPicker();
      await expect(picker.getByText(t('addresses:list.noneYet'))).toBeVisible();
      await shopper.shot('addresses-empty');
    });

    await test.step('add one on the map', async () => {
      await picker.getByRole('button', { name: t('addresses:list.add') }).click();
      const modal = page.getByRole('dialog', { name: t('addresses:modal.addTitle') });
      await expect(modal).toBeVisible();
      // The customer's own name and phone start the contact (SPEC.md section 6).
      await expect(modal.getByLabel(t('addresses:modal.contactName'))).toHaveValue('Ada Lovelace');
      await modal.getByRole('button', { name: t('addresses:modal.save') }).click();
      await expect(modal.getByText(t('addresses:validation.address'))).toBeVisible();
      const search = modal.getByRole('combobox', { name: t('location:search.label') });
      await search.click();
      await search.pressSequentially(DEMO_STREET, { delay: 15 });
      await expect(page.getByRole('option', { name: new RegExp(DEMO_STREET) }).first()).toBeAttached();
      await search.press('Enter');
      await expect(modal.getByLabel(t('addresses:modal.address'), { exact: true })).toHaveValue(/Rue Montorgueil/);
      await modal.getByText(t('addresses:labels.office'), { exact: true }).click();
      await modal.getByLabel(t('addresses:modal.floor')).fill('4');
      await shopper.shot('address-modal');
      await modal.getByRole('button', { name: t('addresses:modal.save') }).click();
      await expect(modal).toBeHidden();
      await expect(list.getByRole('radio', { name: new RegExp(t('addresses:labels.office')) })).toBeVisible();
      await shopper.shot('address-added');
    });

    await test.step('edit it: another label with its name', async () => {
      await list.getByRole('button', { name: t('addresses:list.edit', { label: t('addresses:labels.office') }) }).click();
      const modal = page.getByRole('dialog', { name: t('addresses:modal.editTitle') });
      await expect(modal.getByLabel(t('addresses:modal.floor'))).toHaveValue('4');
      await modal.getByText(t('addresses:labels.other'), { exact: true }).click();
      await modal.getByLabel(t('addresses:modal.labelName')).fill('Studio');
      await shopper.shot('address-edit');
      await modal.getByRole('button', { name: t('addresses:modal.save') }).click();
      await expect(modal).toBeHidden();
      await expect(list.getByRole('radio', { name: /Studio/ })).toBeVisible();
      await expect(list.getByRole('radio')).toHaveCount(1);
    });

    await test.step('pick it as the delivery location', async () => {
      await list.getByRole('radio', { name: /Studio/ }).check();
      // A new location reloads the page once the module's switch rule (a lazy chunk) has run: wait for that
      // load, not for the current page's.
      const reloaded = page.waitForEvent('load');
      await picker.getByRole('button', { name: t('addresses:list.select') }).click();
      await expect(picker).toBeHidden();
      await reloaded;
      const stored = await page.evaluate(() => JSON.parse(window.localStorage.getItem('location') ?? 'null') as { address: string; addressId?: number; zoneIds: number[] });
      expect(stored.address).toMatch(/Rue Montorgueil/);
      expect(stored.addressId).toEqual(expect.any(Number));
      expect(stored.zoneIds.length).toBeGreaterThan(0);
      await openPicker();
      await expect(list.getByRole('radio', { name: /Studio/ })).toBeChecked();
      await shopper.shot('address-picked');
    });

    await test.step('delete it after the confirmation', async () => {
      await list.getByRole('button', { name: t('addresses:list.delete', { label: 'Studio' }) }).click();
      await pressInPopup(page, page.getByRole('tooltip').getByRole('button', { name: t('addresses:list.deleteOk') }));
      await expect(picker.getByText(t('addresses:list.noneYet'))).toBeVisible();
      const answer = await page.request.get('/api/v1/customer/address/list', {
        headers: { Authorization: `Bearer ${await page.evaluate(() => JSON.parse(window.localStorage.getItem('token') ?? '""') as string)}` },
      });
      expect(((await answer.json()) as { addresses: unknown[] }).addresses).toEqual([]);
      await shopper.shot('address-deleted');
    });
  });
}

/**
 * Records, from now on, every dialog or popup of the page that would take a click while it is drawn but
 * not yet shown (its motion's prepare and start steps, at opacity 0, before it shrinks to zoom in): a
 * click there is lost when it moves away a moment later. Read the record with `caughtWhileHidden`.
 */
async function watchHiddenClickTargets(page: Page): Promise<void> {
  await page.evaluate(() => {
    const caught: string[] = [];
    (window as unknown as { caughtWhileHidden: string[] }).caughtWhileHidden = caught;
    const STEPS = '[class*="-appear-prepare"], [class*="-appear-start"], [class*="-enter-prepare"], [class*="-enter-start"]';
    const probe = (element: Element) => {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) return;
      const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      if (hit && element.contains(hit)) caught.push(element.className);
    };
    new MutationObserver((records) => {
      for (const record of records) {
        const nodes = record.type === 'attributes' ? [record.target] : [...record.addedNodes];
        for (const node of nodes) {
          if (!(node instanceof Element)) continue;
          if (node.matches(STEPS)) probe(node);
          node.querySelectorAll(STEPS).forEach(probe);
        }
      }
    }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['class'] });
  });
}

const caughtWhileHidden = (page: Page) => page.evaluate(() => (window as unknown as { caughtWhileHidden: string[] }).caughtWhileHidden);

test('an address dialog or confirmation that is opening takes no click before it shows', async ({ page }, info) => {
  const setting = SETTINGS[0]!;
  await page.setViewportSize({ width: setting.width, height: setting.height });
  await presetPreferences(page, setting.language, setting.theme);
  await presetChoices(page, 'grocery', setting.language);
  const { token } = await signUpCustomer(page);
  const { t } = new Shopper(page, setting, info);
  await page.goto('/home');
  const added = await page.request.post('/api/v1/customer/address/add', {
    headers: { Authorization: `Bearer ${token}` },
    data: { address: DEMO_LOCATION.address, address_type: 'office', contact_person_name: 'Ada Lovelace', contact_person_number: '+33612345678', latitude: String(DEMO_LOCATION.lat), longitude: String(DEMO_LOCATION.lng) },
  });
  expect(added.status()).toBe(200);
  await page.getByRole('banner').getByRole('button', { name: /Rue Montorgueil/ }).first().click();
  const picker = page.getByRole('dialog', { name: t('location:picker.title') });
  const list = picker.getByRole('list', { name: t('addresses:list.title') });
  const office = t('addresses:labels.office');
  await expect(list.getByRole('radio', { name: new RegExp(office) })).toBeVisible();
  await watchHiddenClickTargets(page);

  // The edit dialog: "Other" there was pressed while the dialog was still invisible, then lost.
  await list.getByRole('button', { name: t('addresses:list.edit', { label: office }) }).click();
  const modal = page.getByRole('dialog', { name: t('addresses:modal.editTitle') });
  await modal.getByText(t('addresses:labels.other'), { exact: true }).click();
  await expect(modal.getByLabel(t('addresses:modal.labelName'))).toBeVisible();
  await modal.getByRole('button', { name: t('addresses:modal.cancel') }).click();
  await expect(modal).toBeHidden();
  // The delete confirmation: its Delete was pressed before the popup had settled in place, then lost.
  await list.getByRole('button', { name: t('addresses:list.delete', { label: office }) }).click();
  await pressInPopup(page, page.getByRole('tooltip').getByRole('button', { name: t('addresses:list.deleteOk') }));
  await expect(picker.getByText(t('addresses:list.noneYet'))).toBeVisible();

  expect(await caughtWhileHidden(page)).toEqual([]);
});

test('the address dialog holds its map’s room while the map’s code arrives: Label As stays where it was', async ({ page }, info) => {
  const setting = SETTINGS[0]!;
  await page.setViewportSize({ width: setting.width, height: setting.height });
  await presetPreferences(page, setting.language, setting.theme);
  await presetChoices(page, 'grocery', setting.language);
  await signUpCustomer(page);
  const { t } = new Shopper(page, setting, info);
  // The place search and map (web/src/app/parts/address-map-part.tsx) are held back: a slow network.
  let letIn = () => {};
  const held = new Promise<void>((resolve) => {
    letIn = resolve;
  });
  await page.route((url) => isChunkFile(url.href, 'point-chooser') && url.pathname.endsWith('.js'), async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/home');
  await page.getByRole('banner').getByRole('button', { name: /Rue Montorgueil/ }).first().click();
  const picker = page.getByRole('dialog', { name: t('location:picker.title') });
  await picker.getByRole('button', { name: t('addresses:list.add') }).click();
  const modal = page.getByRole('dialog', { name: t('addresses:modal.addTitle') });
  const labels = modal.getByRole('radiogroup');
  await expect(labels).toBeVisible();
  // Where the labels are once the dialog has settled (a trial click waits for them to stand still).
  await labels.click({ trial: true });
  const before = await labels.boundingBox();
  letIn();
  // The place search first, then the map itself.
  await expect(modal.getByRole('combobox', { name: t('location:search.label') })).toBeVisible();
  expect(await labels.boundingBox()).toEqual(before);
  await expect(modal.getByRole('button', { name: t('location:map.zoomIn') })).toBeVisible();
  expect(await labels.boundingBox()).toEqual(before);
});

/** A grocery item a card shows in zone 1, and its card on the search results. */
async function groceryCard(page: Page): Promise<{ name: string; card: Locator }> {
  const byStore = await demoItemsByStore(page, 'grocery');
  const item = [...byStore.values()].flat().find(isPlain);
  if (!item) throw new Error('the demo grocery has no plain item');
  await page.goto(`/search?name=${encodeURIComponent(item.name)}`);
  const card = page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { level: 3, name: item.name, exact: true }) })
    .filter({ hasText: item.store_name });
  await expect(card).toBeVisible();
  return { name: item.name, card };
}

test('a customer adds and removes a favourite from an item card and from the wishlist drawer', async ({ page }, info) => {
  const shopper = await start(page, SETTINGS[0]!, info);
  const { t } = shopper;
  const { name, card } = await groceryCard(page);
  const drawer = page.getByRole('dialog', { name: t('wishlist:title') });
  const openDrawer = async () => {
    await page.getByRole('banner').getByRole('button', { name: t('shell:header.wishlist') }).click();
    await expect(drawer).toBeVisible();
  };

  await test.step('add from the card', async () => {
    await pressCardAction(card, t('catalogue:card.addToWishlist'));
    await expect(card.getByRole('button', { name: t('catalogue:card.removeFromWishlist') })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText('Successfully added!')).toBeVisible();
    await shopper.shot('wishlist-card-added');
  });

  await test.step('remove from the card', async () => {
    await pressCardAction(card, t('catalogue:card.removeFromWishlist'));
    await expect(card.getByRole('button', { name: t('catalogue:card.addToWishlist') })).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByText('Successfully removed!')).toBeVisible();
  });

  await test.step('add again, and find it in the drawer', async () => {
    await pressCardAction(card, t('catalogue:card.addToWishlist'));
    await expect(card.getByRole('button', { name: t('catalogue:card.removeFromWishlist') })).toBeVisible();
    await openDrawer();
    await expect(drawer.getByRole('button', { name, exact: true })).toBeVisible();
    await shopper.shot('wishlist-drawer');
  });

  await test.step('remove from the drawer after the confirmation', async () => {
    await drawer.getByRole('button', { name: t('wishlist:removeNamed', { name }) }).click();
    // The confirmation opens inside the drawer, where it moves with the drawer.
    const confirmation = drawer.getByRole('tooltip');
    await expect(confirmation).toBeVisible();
    await shopper.shot('wishlist-drawer-confirm');
    await pressInPopup(page, confirmation.getByRole('button', { name: t('wishlist:remove') }));
    await expect(drawer.getByText(/No favourite/)).toBeVisible();
    await shopper.shot('wishlist-drawer-emptied');
    await drawer.getByRole('button', { name: t('wishlist:close') }).click();
    await expect(drawer).toBeHidden();
    // The card says so too: one list behind every wishlist button.
    await card.hover();
    await expect(card.getByRole('button', { name: t('catalogue:card.addToWishlist') })).toHaveAttribute('aria-pressed', 'false');
  });
});

test('the demo customer finds their saved addresses and their wishlist, and opens a favourite', async ({ page }, info) => {
  const setting = SETTINGS[0]!;
  await page.setViewportSize({ width: setting.width, height: setting.height });
  await presetPreferences(page, setting.language, setting.theme);
  await presetChoices(page, 'grocery', setting.language);
  await signInDemoCustomer(page);
  const shopper = new Shopper(page, setting, info);
  const { t } = shopper;
  await page.goto('/home');

  await test.step('two saved addresses in the location picker', async () => {
    await page.getByRole('banner').getByRole('button', { name: /Rue Montorgueil/ }).first().click();
    const picker = page.getByRole('dialog', { name: t('location:picker.title') });
    const list = picker.getByRole('list', { name: t('addresses:list.title') });
    await expect(list.getByRole('radio', { name: new RegExp(t('addresses:labels.home')) })).toBeVisible();
    await expect(list.getByRole('radio', { name: new RegExp(t('addresses:labels.office')) })).toBeVisible();
    await shopper.shot('demo-addresses');
    await page.keyboard.press('Escape');
    await expect(picker).toBeHidden();
  });

  await test.step('favourite items and stores in the drawer', async () => {
    await page.getByRole('banner').getByRole('button', { name: t('shell:header.wishlist') }).click();
    const drawer = page.getByRole('dialog', { name: t('wishlist:title') });
    const items = drawer.getByRole('tabpanel').getByRole('listitem');
    await expect(items.first()).toBeVisible();
    await shopper.shot('demo-wishlist-items');
    await drawer.getByRole('tab').nth(1).click();
    await expect(drawer.getByRole('tabpanel').getByRole('listitem').first()).toBeVisible();
    await shopper.shot('demo-wishlist-stores');
  });

  await test.step('a favourite store opens its page and closes the drawer', async () => {
    const drawer = page.getByRole('dialog', { name: t('wishlist:title') });
    const store = drawer.getByRole('tabpanel').getByRole('listitem').first().getByRole('button').first();
    const name = (await store.textContent()) ?? '';
    await store.click();
    await expect(drawer).toBeHidden();
    await page.waitForURL(/\/store\//);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await shopper.shot('demo-wishlist-store-page');
  });
});
