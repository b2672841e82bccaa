import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import TripCartBody from '../src/trip/trip-cart-body';
import { TripForm } from '../src/trip/trip-form';
import { fakeHost, TRIP } from './fake-host';

const VEHICLE = { id: 5, name: 'City Sedan', module_id: 6, store_id: 3, extra: { hourly_price: 15 } };

// The server's clock (fake-host.ts): 09:00 on 1 December 2026 in Paris, the marketplace's zone.
// The device is in Tokyo and its clock is 3 hours fast (11:00 in Paris, 19:00 in Tokyo): the trip form
// may read neither.
describe("the pickup time, on the marketplace's clock whatever the device's", { timeout: 15_000 }, () => {
  const device = process.env.TZ;
  beforeEach(() => {
    process.env.TZ = 'Asia/Tokyo';
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    vi.setSystemTime(new Date('2026-12-01T10:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
    if (device === undefined) delete process.env.TZ;
    else process.env.TZ = device;
  });

  it("offers an hour from the server's now in Paris, from now up to 30 days ahead", async () => {
    const { host } = fakeHost(() => TRIP);
    render(<TripForm item={VEHICLE} host={host} onAdded={() => undefined} onCancel={() => undefined} />);
    const input = screen.getByLabelText('Pickup time');
    await waitFor(() => expect(input).toHaveValue('2026-12-01T10:00'));
    expect(input).toHaveAttribute('min', '2026-12-01T09:00');
    expect(input).toHaveAttribute('max', '2026-12-31T09:00');
  });

  it('sends the Paris wall time picked as its instant', async () => {
    const { host, calls } = fakeHost(() => TRIP);
    let added = false;
    render(<TripForm item={VEHICLE} host={host} onAdded={() => (added = true)} onCancel={() => undefined} />);
    const input = screen.getByLabelText('Pickup time');
    await waitFor(() => expect(input).toHaveValue('2026-12-01T10:00'));
    fireEvent.click(screen.getByRole('button', { name: 'Add to trip' }));
    await waitFor(() => expect(added).toBe(true));
    expect(calls.find((call) => call.path.endsWith('/add'))?.body).toMatchObject({ pickup_time: '2026-12-01T09:00:00.000Z' });

    added = false;
    fireEvent.change(input, { target: { value: '2026-12-02T18:30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add to trip' }));
    await waitFor(() => expect(added).toBe(true));
    expect(calls.filter((call) => call.path.endsWith('/add')).at(-1)?.body).toMatchObject({ pickup_time: '2026-12-02T17:30:00.000Z' });
  });

  it('shows the trip’s pickup in Paris time', async () => {
    const { host } = fakeHost(() => TRIP);
    render(<TripCartBody host={host} onContinueShopping={() => undefined} navigate={() => undefined} />);
    // 10:00 UTC: 11:00 in Paris (19:00 in Tokyo).
    expect(await screen.findByText('Dec 1, 2026, 11:00 AM')).toBeInTheDocument();
  });
});
