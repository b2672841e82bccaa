import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import vertical from '../src/index';
import AddToTrip from '../src/trip/add-to-trip';
import { offeredTypes, tripBody } from '../src/trip/form-model';
import keepTripInZones from '../src/trip/module-switch';
import TripCartBody from '../src/trip/trip-cart-body';
import TripCartCount from '../src/trip/trip-cart-count';
import { TripForm } from '../src/trip/trip-form';
import { EMPTY, fakeHost, TRIP, type Call } from './fake-host';

const guest = (id: string) => ({ kind: 'guest', guestId: id }) as const;
const VEHICLE = { id: 5, name: 'City Sedan', module_id: 6, store_id: 3, extra: { hourly_price: 15, daily_price: 100, distance_price: null } };
const PARIS = 'Europe/Paris';

/** The form, once the server's clock is read (the pickup time is offered from it). */
async function renderForm(form: ReactElement) {
  render(form);
  await waitFor(() => expect(screen.getByLabelText('Pickup time')).toBeEnabled());
}

describe('the trip form model', () => {
  it('offers the rental types whose rate the vehicle has', () => {
    expect(offeredTypes(VEHICLE.extra)).toEqual(['hourly', 'day_wise']);
    expect(offeredTypes({ distance_price: 2.5 })).toEqual(['distance_wise']);
    expect(offeredTypes({})).toEqual([]);
  });

  it('builds the add body of each rental type, asking for what is missing', () => {
    const pickup = { address: 'A', lat: 1, lng: 2 };
    const base = { pickup, destination: null, pickupTime: '2026-12-01T10:00', duration: 3, quantity: 2 };
    expect(tripBody(5, { ...base, rentalType: 'hourly' }, PARIS)).toMatchObject({ vehicle_id: 5, rental_type: 'hourly', estimated_hours: 3, quantity: 2, pickup_location: pickup });
    expect(tripBody(5, { ...base, rentalType: 'day_wise' }, PARIS)).toMatchObject({ estimated_days: 3 });
    expect(tripBody(5, { ...base, rentalType: 'distance_wise' }, PARIS)).toEqual({ missing: 'destination' });
    expect(tripBody(5, { ...base, rentalType: 'hourly', pickup: null }, PARIS)).toEqual({ missing: 'pickup' });
    const far = tripBody(5, { ...base, rentalType: 'distance_wise', destination: { address: 'B', lat: 1.1, lng: 2 } }, PARIS);
    expect(far).toMatchObject({ destination_location: { address: 'B' } });
    expect(far).not.toHaveProperty('estimated_hours');
  });

  it("sends the pickup time read on the marketplace's wall clock, in UTC", () => {
    const base = { rentalType: 'hourly' as const, pickup: { address: 'A', lat: 1, lng: 2 }, destination: null, duration: 3, quantity: 1 };
    // 10:00 in Paris is 09:00 UTC in winter and 08:00 UTC in summer.
    expect(tripBody(5, { ...base, pickupTime: '2026-12-01T10:00' }, PARIS)).toMatchObject({ pickup_time: '2026-12-01T09:00:00.000Z' });
    expect(tripBody(5, { ...base, pickupTime: '2027-07-01T10:00' }, PARIS)).toMatchObject({ pickup_time: '2027-07-01T08:00:00.000Z' });
    expect(tripBody(5, { ...base, pickupTime: '' }, PARIS)).toEqual({ missing: 'pickupTime' });
    expect(tripBody(5, { ...base, pickupTime: '2026-02-30T10:00' }, PARIS)).toEqual({ missing: 'pickupTime' });
  });
});

describe('the trip form', () => {
  it("adds the vehicle hourly from the chosen location, with the guest's id", async () => {
    const { host, calls } = fakeHost(() => TRIP, guest('form-1'));
    let added = false;
    await renderForm(<TripForm item={VEHICLE} host={host} onAdded={() => (added = true)} onCancel={() => undefined} />);
    expect(screen.getByRole('radio', { name: 'Hourly' })).toBeChecked();
    expect(screen.queryByRole('radio', { name: 'Distance-wise' })).toBeNull();
    fireEvent.change(screen.getByLabelText('Hours'), { target: { value: '4' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add to trip' }));
    await waitFor(() => expect(added).toBe(true));
    const add = calls.find((call) => call.path.endsWith('/add'));
    expect(add?.method).toBe('POST');
    expect(add?.body).toMatchObject({
      guest_id: 'form-1',
      vehicle_id: 5,
      rental_type: 'hourly',
      estimated_hours: 4,
      quantity: 1,
      pickup_location: { address: 'Main Street 1', lat: 23.8, lng: 90.4 },
      // An hour after the server's now (fake-host.ts: 09:00 in Paris).
      pickup_time: '2026-12-01T09:00:00.000Z',
    });
  });

  it("shows the server's message when it refuses", async () => {
    const message = 'You can rent vehicles of one provider per trip. Clear the trip cart to choose another provider.';
    const { host } = fakeHost(() => {
      throw new Error(message);
    }, guest('form-2'));
    await renderForm(<TripForm item={VEHICLE} host={host} onAdded={() => undefined} onCancel={() => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add to trip' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('asks for a destination before a distance-wise add', async () => {
    const { host, calls } = fakeHost(() => TRIP, guest('form-3'));
    await renderForm(<TripForm item={{ ...VEHICLE, extra: { distance_price: 2 } }} host={host} onAdded={() => undefined} onCancel={() => undefined} />);
    expect(screen.getByLabelText('Destination')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Add to trip' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose a destination for a distance-wise trip.');
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });

  it('waits for a picked destination to be looked up before the trip can be sent', async () => {
    let found: (answer: unknown) => void = () => undefined;
    const { host, calls } = fakeHost((call) => {
      if (call.path.endsWith('/place-api-autocomplete')) return { predictions: [{ description: 'Louvre, Paris', place_id: 'louvre' }] };
      if (call.path.endsWith('/place-api-details')) return new Promise((resolve) => (found = resolve));
      return TRIP;
    }, guest('form-5'));
    let added = false;
    await renderForm(<TripForm item={{ ...VEHICLE, extra: { distance_price: 2 } }} host={host} onAdded={() => (added = true)} onCancel={() => undefined} />);
    fireEvent.change(screen.getByLabelText('Destination'), { target: { value: 'Louvre' } });
    fireEvent.click(await screen.findByText('Louvre, Paris'));
    const send = screen.getByRole('button', { name: 'Add to trip' });
    await waitFor(() => expect(send).toBeDisabled());
    found({ result: { formatted_address: 'Louvre, 75001 Paris', geometry: { location: { lat: 48.86, lng: 2.34 } } } });
    await waitFor(() => expect(send).toBeEnabled());
    fireEvent.click(send);
    await waitFor(() => expect(added).toBe(true));
    expect(calls.find((call) => call.path.endsWith('/add'))?.body).toMatchObject({ destination_location: { address: 'Louvre, 75001 Paris', lat: 48.86 } });
  });

  it('is the purchase action on cards, opening the form', async () => {
    const { host } = fakeHost(() => TRIP, guest('form-4'));
    render(<AddToTrip item={VEHICLE} place="card" host={host} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add to trip' }));
    expect(await screen.findByText('Add City Sedan to your trip')).toBeInTheDocument();
  });
});

describe('the trip cart drawer', () => {
  it("shows the lines, the trip and the server's fares and subtotal", async () => {
    const { host } = fakeHost(() => TRIP, guest('drawer-1'));
    render(<TripCartBody host={host} onContinueShopping={() => undefined} navigate={() => undefined} />);
    expect(await screen.findByText('City Sedan')).toBeInTheDocument();
    expect(screen.getAllByTestId('trip-line-price').map((price) => price.textContent)).toEqual(['$90.00', '$30.00']);
    expect(screen.getByTestId('trip-subtotal')).toHaveTextContent('$120.00');
    expect(screen.getByTestId('trip-tax')).toHaveTextContent('$24.00');
    expect(screen.getByTestId('trip-cart-total')).toHaveTextContent('$144.00');
    expect(screen.getByText('3 h')).toBeInTheDocument();
    expect(screen.getByText('Main Street 1')).toBeInTheDocument();
  });

  it('removes a vehicle by its id and shows the answer', async () => {
    const after = { ...TRIP, carts: TRIP.carts.slice(1), subtotal: 30 };
    const { host, calls } = fakeHost((call: Call) => (call.method === 'DELETE' ? after : TRIP), guest('drawer-2'));
    render(<TripCartBody host={host} onContinueShopping={() => undefined} navigate={() => undefined} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Remove City Sedan' }));
    await waitFor(() => expect(screen.queryByText('City Sedan')).toBeNull());
    expect(calls.at(-1)).toMatchObject({ method: 'DELETE', path: '/api/v1/rental/user/cart/remove', body: { vehicle_id: 5, guest_id: 'drawer-2' } });
    expect(screen.getByTestId('trip-subtotal')).toHaveTextContent('$30.00');
  });

  it('shows the empty trip cart with Continue Shopping', async () => {
    const { host } = fakeHost(() => EMPTY, guest('drawer-3'));
    let continued = false;
    render(<TripCartBody host={host} onContinueShopping={() => (continued = true)} navigate={() => undefined} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Continue Shopping' }));
    expect(continued).toBe(true);
  });

  it('counts the vehicles for the header', async () => {
    const { host } = fakeHost(() => TRIP, guest('count-1'));
    render(<TripCartCount host={host} draw={(count) => <span>count {count}</span>} />);
    expect(await screen.findByText('count 2')).toBeInTheDocument();
  });
});

describe('the rental switch rule (SPEC.md section 4)', () => {
  const t = (key: string) => key;
  it("keeps the trip cart inside the provider's zone and empties it outside", async () => {
    const kept = fakeHost(() => TRIP, guest('switch-1'));
    expect(await keepTripInZones({ host: kept.host, zoneIds: [2, 5], t })).toBeNull();
    expect(kept.calls.map((call) => call.method)).toEqual(['GET']);
    const cleared = fakeHost((call: Call) => (call.method === 'DELETE' ? EMPTY : TRIP), guest('switch-2'));
    expect(await keepTripInZones({ host: cleared.host, zoneIds: [1], t })).toBe('zoneCleared');
    expect(cleared.calls.at(-1)).toMatchObject({ method: 'DELETE', path: '/api/v1/rental/user/cart/clear', query: { guest_id: 'switch-2' } });
  });

  it('asks nothing of a shopper who has no session nor guest id', async () => {
    const { host, calls } = fakeHost(() => TRIP, null);
    expect(await keepTripInZones({ host, zoneIds: [1], t })).toBeNull();
    expect(calls).toEqual([]);
  });

  it('is what the rental bundle offers', async () => {
    expect((await vertical.components.PurchaseAction?.())?.default).toBe(AddToTrip);
    expect((await vertical.components.CartDrawerBody?.())?.default).toBe(TripCartBody);
    expect((await vertical.onModuleSwitch?.())?.default).toBe(keepTripInZones);
  });
});
