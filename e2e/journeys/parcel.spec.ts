import { join } from 'node:path';
import { expect, test, type Locator, type Page } from '../support/test';
import { signUpCustomer } from '../support/customer';
import { presetChoices, presetPreferences, SHOTS } from '../support/shopper';

/**
 * Send a package and track it (issue 13): a guest in the parcel module opens Send a package from the
 * module's home, chooses a category, finds the sender's and the receiver's addresses with the map's
 * place search, sees the server's charge, sends the package, and follows it with its tracking code
 * and the receiver's phone. Screenshots go to test-results/journeys/parcel/.
 */

const shot = (page: Page, name: string) => page.screenshot({ path: join(SHOTS, 'parcel', `${name}.png`), fullPage: true });

async function findAddress(page: Page, side: Locator, street: string) {
  const search = side.getByRole('combobox', { name: 'Search for a place or an address' });
  await search.click();
  await search.pressSequentially(street, { delay: 15 });
  await expect(page.getByRole('option', { name: new RegExp(street) }).first()).toBeAttached();
  await search.press('Enter');
  await expect(side.getByLabel('Address', { exact: true })).toHaveValue(new RegExp(street));
}

test('a guest sends a parcel and tracks it', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await presetChoices(page, 'parcel');
  await page.goto('/home');
  const send = page.getByRole('button', { name: 'Send a package' });
  await expect(send).toBeVisible();
  await expect(page.getByRole('button', { name: 'Track a package' })).toBeVisible();
  await shot(page, '0-home');
  await send.click();
  await expect(page).toHaveURL(/\/send-package$/);
  await expect(page.getByRole('heading', { name: 'Send a package' })).toBeVisible();

  await page.getByRole('radio', { name: 'Small box' }).check();
  const sender = page.getByTestId('parcel-sender');
  await findAddress(page, sender, 'Rue Montorgueil');
  await sender.getByLabel('Contact person name').fill('Alice Martin');
  await sender.getByLabel('Phone number').fill('+33 6 12 34 56 78');
  await sender.getByLabel('Floor').fill('3');
  const receiver = page.getByTestId('parcel-receiver');
  await findAddress(page, receiver, 'Rue de la Roquette');
  await receiver.getByLabel('Contact person name').fill('Bruno Petit');
  await receiver.getByLabel('Phone number').fill('06 98 76 54 32');
  await page.getByText('Receiver', { exact: true }).last().click();
  await page.getByLabel('Note for the courier').fill('Ring twice.');

  // The charge is the server's: the same figure the quote answers.
  const total = page.getByTestId('parcel-total');
  await expect(total).toBeVisible();
  await shot(page, '1-send-form');
  await page.getByRole('button', { name: 'Send the package' }).click();

  await expect(page.getByText('Parcel request placed successfully')).toBeVisible();
  const code = (await page.getByTestId('parcel-tracking-code').innerText()).trim();
  expect(code).toMatch(/^[A-Z0-9]{10}$/);
  await shot(page, '2-placed');

  await page.getByRole('button', { name: 'Track this package' }).click();
  await expect(page).toHaveURL(new RegExp(`/track-package\\?code=${code}$`));
  await expect(page.getByLabel('Tracking code')).toHaveValue(code);
  await page.getByLabel('Phone number').fill('06 98 76 54 32');
  await page.getByRole('button', { name: 'Track', exact: true }).click();
  await expect(page.getByText('Status: Placed')).toBeVisible();
  await expect(page.getByText('Bruno Petit, 60 Rue de la Roquette')).toBeVisible();
  await expect(page.getByText('Picked up')).toBeVisible();
  await shot(page, '3-tracked');

  // The server keeps what the guest sent: the receiver pays, cash on delivery, the note as typed.
  const tracked = (await (await page.request.get(`/api/v1/parcel/track?tracking_code=${code}&contact_number=%2B33612345678`)).json()) as {
    status: string;
    charge_payer: string;
    parcel_note: string;
    sender: { floor: string };
  };
  expect(tracked).toMatchObject({ status: 'pending', charge_payer: 'receiver', parcel_note: 'Ring twice.', sender: { floor: '3' } });
});

/** A parcel the customer of `token` sends through the API, from Rue Montorgueil to Rue de la Roquette; its tracking code. */
async function sendParcelAs(page: Page, token: string, senderName: string): Promise<string> {
  const categories = (await (await page.request.get('/api/v1/parcel/categories')).json()) as { id: number }[];
  const at = (address: string, latitude: number, longitude: number, name: string, number: string) => ({
    address,
    latitude,
    longitude,
    contact_person_name: name,
    contact_person_number: number,
  });
  const placed = await page.request.post('/api/v1/parcel/place', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      category_id: categories[0]!.id,
      sender: at('35 Rue Montorgueil, 75002 Paris', 48.8645, 2.347, senderName, '+33611112222'),
      receiver: at('60 Rue de la Roquette, 75011 Paris', 48.8555, 2.3745, 'Bruno Petit', '0698765432'),
      charge_payer: 'sender',
      payment_method: 'cash_on_delivery',
    },
  });
  expect(placed.ok(), await placed.text()).toBe(true);
  return ((await placed.json()) as { tracking_code: string }).tracking_code;
}

test("a customer finds the parcel sent in My parcels and cancels it while it is pending", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await presetChoices(page, 'parcel');
  const { token } = await signUpCustomer(page, 'Claire Dubois');
  const headers = { Authorization: `Bearer ${token}` };
  const code = await sendParcelAs(page, token, 'Claire Dubois');

  await page.goto('/send-package');
  await page.getByRole('button', { name: 'My parcels' }).click();
  await expect(page).toHaveURL(/\/parcel\/my-parcels$/);
  const card = page.getByTestId('my-parcel').filter({ hasText: code });
  await expect(card).toContainText('Placed');
  await expect(card).toContainText('60 Rue de la Roquette');
  await card.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: 'Yes, cancel it' }).click();
  await expect(page.getByText('Parcel request canceled successfully')).toBeVisible();
  await expect(card).toContainText('Canceled');
  await expect(card.getByRole('button', { name: 'Cancel' })).toHaveCount(0);
  await shot(page, '4-my-parcels-canceled');
  const listed = (await (await page.request.get('/api/v1/parcel/list', { headers })).json()) as { parcels: { tracking_code: string; status: string }[] };
  expect(listed.parcels.find((p) => p.tracking_code === code)?.status).toBe('canceled');
});

/**
 * The parcel module's home is its own (issue 23): send a package, track one by its code, the parcel
 * categories the server offers, and the signed-in customer's recent parcels; never the catalogue's
 * store and item lists, which a parcel module does not have.
 */
for (const width of [375, 1280]) {
  test.describe(`the parcel home at ${width}px`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await presetChoices(page, 'parcel');
    });

    test('a guest sees send, track and the parcel categories, and is told to sign in for their parcels', async ({ page }) => {
      const categories = (await (await page.request.get('/api/v1/parcel/categories')).json()) as { name: string; description: string }[];
      expect(categories.length).toBeGreaterThan(0);
      await page.goto('/home');
      await expect(page.getByRole('button', { name: 'Send a package' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Track a package' })).toBeVisible();
      await expect(page.getByLabel('Tracking code')).toBeVisible();
      await expect(page.getByRole('heading', { name: 'What you can send' })).toBeVisible();
      const cards = page.getByTestId('parcel-category');
      await expect(cards).toHaveCount(categories.length);
      for (const category of categories) {
        await expect(cards.filter({ hasText: category.name })).toContainText(category.description);
      }
      await expect(page.getByText('Sign in to see the parcels you sent.')).toBeVisible();
      // Not the catalogue's home: no store list, no item search.
      await expect(page.getByText(/No .* found/)).toHaveCount(0);
      await expect(page.getByPlaceholder(/Search parcels/i)).toHaveCount(0);
      await expect(page.getByText(/Search parcels/i)).toHaveCount(0);
      await shot(page, `5-home-guest-${width}`);

      await page.getByLabel('Tracking code').fill('abcd234567');
      await page.getByRole('button', { name: 'Track a package' }).click();
      await expect(page).toHaveURL(/\/track-package\?code=ABCD234567$/);
      await expect(page.getByLabel('Tracking code')).toHaveValue('ABCD234567');

      await page.goBack();
      await page.getByRole('button', { name: 'Send a package' }).click();
      await expect(page).toHaveURL(/\/send-package$/);
      await expect(page.getByRole('heading', { name: 'Send a package' })).toBeVisible();
    });

    test('a customer who sent a parcel finds it on the home and follows it to its tracking page', async ({ page }) => {
      const { token } = await signUpCustomer(page, 'Denise Roux');
      const code = await sendParcelAs(page, token, 'Denise Roux');
      await page.goto('/home');
      const recent = page.getByTestId('recent-parcel').filter({ hasText: code });
      await expect(recent).toBeVisible();
      await expect(recent).toContainText('Placed');
      await expect(recent).toContainText('60 Rue de la Roquette');
      await expect(page.getByText('Sign in to see the parcels you sent.')).toHaveCount(0);
      await expect(page.getByText(/No .* found/)).toHaveCount(0);
      await shot(page, `6-home-customer-${width}`);

      await recent.getByRole('button', { name: 'Track this package' }).click();
      await expect(page).toHaveURL(new RegExp(`/track-package\\?code=${code}$`));
      await expect(page.getByLabel('Tracking code')).toHaveValue(code);
    });
  });
}

test('the parcel home in French, in the dark theme, on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 900 });
  await presetChoices(page, 'parcel', 'fr');
  await presetPreferences(page, 'fr', 'dark');
  await page.goto('/home');
  await expect(page.getByRole('button', { name: 'Envoyer un colis' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Suivre un colis' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Ce que vous pouvez envoyer' })).toBeVisible();
  await expect(page.getByTestId('parcel-category').first()).toBeVisible();
  await expect(page.getByText('Connectez-vous pour voir les colis que vous avez envoyés.')).toBeVisible();
  await shot(page, '7-home-fr-dark-375');
});
