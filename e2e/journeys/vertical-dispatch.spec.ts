import { expect, test as base, type APIRequestContext } from '../support/test';
import { startServer, type RunningServer } from '../support/server';
import { presetChoices } from '../support/shopper';

/**
 * The demo dispatcher moves the verticals' own demo records too (issue 13): against a server of its own
 * whose dispatcher moves them one status every second (DEMO_DISPATCH_SECONDS=1), a parcel's tracking page
 * and a rental trip's Track Trip page follow them, without a reload, to Delivered and Completed.
 */
const test = base.extend<object, { dispatchingServer: RunningServer }>({
  dispatchingServer: [
    // Playwright reads what a fixture needs from this pattern: this one needs nothing.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const server = await startServer({ DEMO_DISPATCH_SECONDS: '1' });
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ dispatchingServer }, use) => use(dispatchingServer.url),
});

const PHONE = '+33 6 12 34 56 78';
// A trip is reached with the number as given at booking; Track Trip's field keeps digits and a leading +.
const TRIP_PHONE = '+33612345678';
// The tracking and trip pages read a running parcel or trip again every 15 s.
const MOVED_WITHIN = 45_000;

async function guest(request: APIRequestContext): Promise<string> {
  return ((await (await request.post('/api/v1/auth/guest/request')).json()) as { guest_id: string }).guest_id;
}

test('a demo parcel and a demo trip are seen moving to Delivered and Completed', async ({ page, request }) => {
  test.setTimeout(150_000);

  await test.step('a parcel is tracked to Delivered', async () => {
    const [category] = (await (await request.get('/api/v1/parcel/categories')).json()) as { id: number }[];
    const side = (address: string, latitude: number, longitude: number, name: string) => ({ address, latitude, longitude, contact_person_name: name, contact_person_number: PHONE });
    const placed = await request.post('/api/v1/parcel/place', {
      data: {
        guest_id: await guest(request),
        category_id: category!.id,
        sender: side('Musée du Louvre, Paris', 48.8606, 2.3376, 'Alice Martin'),
        receiver: side('Place de la Bastille, Paris', 48.8532, 2.3691, 'Bruno Petit'),
        charge_payer: 'sender',
        payment_method: 'cash_on_delivery',
      },
    });
    expect(placed.ok(), await placed.text()).toBe(true);
    const { tracking_code: code } = (await placed.json()) as { tracking_code: string };
    await presetChoices(page, 'parcel');
    await page.goto(`/track-package?code=${code}`);
    await page.getByLabel('Phone number').fill(PHONE);
    await page.getByRole('button', { name: 'Track', exact: true }).click();
    await expect(page.getByText(/^Status: /)).toBeVisible();
    await expect(page.getByText('Status: Delivered')).toBeVisible({ timeout: MOVED_WITHIN });
  });

  await test.step('a rental trip is followed on Track Trip to Completed', async () => {
    const modules = (await (await request.get('/api/v1/module')).json()) as { id: number; module_type: string }[];
    const rental = modules.find((module) => module.module_type === 'rental')!;
    const vehicles = (await (await request.get('/api/v1/items/latest', { headers: { moduleId: String(rental.id) } })).json()) as { items: { id: number }[] };
    const guestId = await guest(request);
    const pickup = { address: 'Champ de Mars, Paris', lat: 48.8584, lng: 2.2945 };
    // Picked up in a few seconds: the dispatcher starts a trip only once its pickup time has passed.
    const when = new Date(Date.now() + 5_000).toISOString();
    const added = await request.post('/api/v1/rental/user/cart/add', {
      data: { guest_id: guestId, vehicle_id: vehicles.items[0]!.id, quantity: 1, pickup_time: when, rental_type: 'hourly', estimated_hours: 2, pickup_location: pickup },
    });
    expect(added.ok(), await added.text()).toBe(true);
    const booked = await request.post('/api/v1/rental/trip/place', {
      data: { guest_id: guestId, contact_person_name: 'Ada Traveller', contact_person_number: TRIP_PHONE, payment_method: 'cash_on_delivery' },
    });
    expect(booked.ok(), await booked.text()).toBe(true);
    const { trip_id: tripId } = (await booked.json()) as { trip_id: number };
    // A tab of its own (the chosen module is set once per tab), as the guest who booked the trip.
    const tab = await page.context().newPage();
    await tab.addInitScript((id) => window.localStorage.setItem('guest_id', JSON.stringify(id)), guestId);
    await presetChoices(tab, 'rental');
    await tab.goto('/track-order');
    await tab.getByLabel('Trip ID').fill(String(tripId));
    await tab.getByRole('textbox', { name: 'Phone' }).fill(TRIP_PHONE);
    await tab.getByRole('button', { name: 'Track', exact: true }).click();
    const status = tab.getByTestId('trip-details').locator('.ant-tag').first();
    await expect(status).toBeVisible();
    await expect(status).toHaveText('Completed', { timeout: MOVED_WITHIN });
  });
});
