import type { VerticalHost, VerticalRouteProps } from '@storefront/sdk';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import useSWR, { SWRConfig } from 'swr';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import vertical from '../src/index';
import MyTrips from '../src/pages/my-trips';
import TrackTrip from '../src/pages/track-trip';
import TripCheckout from '../src/pages/trip-checkout';
import TripPage from '../src/pages/trip';
import TripCartBody from '../src/trip/trip-cart-body';
import { TRIP_REFRESH_MS } from '../src/trips/api';
import { keepPhoneCharacters } from '../src/trips/contact';
import { STORY_BOOKED, STORY_CANCELED, STORY_ONGOING } from '../src/trips/story-trips';
import { TripDetails } from '../src/trips/trip-details';
import { EMPTY, fakeHost, TRIP, type Call } from './fake-host';

/** Each test with a cache of its own, as pages are drawn in the storefront. */
const fresh = ({ children }: { children: ReactNode }) => <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>;

function pageProps(host: VerticalHost, query = '', navigate = vi.fn()): VerticalRouteProps {
  return {
    module: { id: 6, module_name: 'Rental', module_type: 'rental' },
    chosen: true,
    choose: () => undefined,
    query: new URLSearchParams(query),
    navigate,
    fetchApi: (path) => host.request(path),
    formatPrice: host.formatPrice,
    parts: { ItemList: () => null, Unavailable: () => null },
    host,
  };
}

const placed = (calls: Call[]) => calls.filter((call) => call.path === '/api/v1/rental/trip/place');

describe('the trip checkout', () => {
  it('books the trip cart as a guest with the typed contact and one key per attempt, then links to the trip', async () => {
    const { host, calls } = fakeHost((call) => {
      if (call.path.endsWith('/get-cart')) return TRIP;
      if (call.path.endsWith('/trip/place')) return { message: 'Trip booked successfully', trip_id: 41, total_amount: 120 };
      throw new Error(`unexpected ${call.path}`);
    }, { kind: 'guest', guestId: 'g-book' });
    const navigate = vi.fn();
    render(<TripCheckout {...pageProps(host, '', navigate)} />, { wrapper: fresh });
    // The server's total: the fares and the provider's tax.
    expect(await screen.findByTestId('trip-checkout-total')).toHaveTextContent('$144.00');
    expect(screen.getByTestId('trip-checkout-tax')).toHaveTextContent('$24.00');
    expect(screen.getByRole('radio', { name: 'Cash on delivery' })).toBeChecked();
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Ada Traveller' } });
    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '+33 6 12-34 56 78' } });
    expect(screen.getByLabelText('Phone')).toHaveValue('+33612345678');
    fireEvent.change(screen.getByLabelText('Note for the provider'), { target: { value: 'Child seat' } });
    fireEvent.click(screen.getByRole('button', { name: 'Book' }));
    expect(await screen.findByText('Trip booked successfully')).toBeInTheDocument();
    const [call] = placed(calls);
    expect(call.method).toBe('POST');
    expect(call.body).toEqual({
      guest_id: 'g-book',
      contact_person_name: 'Ada Traveller',
      contact_person_number: '+33612345678',
      payment_method: 'cash_on_delivery',
      trip_note: 'Child seat',
    });
    expect(call.headers?.['Idempotency-Key']).toMatch(/^trip-/);
    fireEvent.click(screen.getByRole('button', { name: 'View trip' }));
    expect(navigate).toHaveBeenCalledWith('/rental/trip?id=41');
  });

  it("keeps the attempt's key when the server refuses, shows its message, and asks for the required fields", async () => {
    let tries = 0;
    const { host, calls } = fakeHost((call) => {
      if (call.path.endsWith('/get-cart')) return TRIP;
      tries += 1;
      if (tries === 1) throw new Error('Your trip cart is empty.');
      return { message: 'Trip booked successfully', trip_id: 7, total_amount: 120 };
    });
    render(<TripCheckout {...pageProps(host)} />, { wrapper: fresh });
    fireEvent.click(await screen.findByRole('button', { name: 'Book' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Phone Number is required')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Ada' } });
    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Book' }));
    expect(await screen.findByText('Enter a valid phone number.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '0612345678' } });
    fireEvent.click(screen.getByRole('button', { name: 'Book' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your trip cart is empty.');
    fireEvent.click(screen.getByRole('button', { name: 'Book' }));
    expect(await screen.findByText('Trip booked successfully')).toBeInTheDocument();
    const keys = placed(calls).map((call) => call.headers?.['Idempotency-Key']);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });

  it("fills a customer's contact from the account and offers the vehicles when the trip cart is empty", async () => {
    const { host } = fakeHost((call) => (call.path === '/api/v1/customer/info' ? { f_name: 'Ada', l_name: 'Lovelace', phone: '+33600000001', email: 'ada@example.com' } : TRIP), { kind: 'customer' });
    render(<TripCheckout {...pageProps(host)} />, { wrapper: fresh });
    expect(await screen.findByLabelText('Name')).toHaveValue('Ada Lovelace');
    expect(screen.getByLabelText('Phone')).toHaveValue('+33600000001');
    const empty = fakeHost(() => EMPTY);
    const navigate = vi.fn();
    render(<TripCheckout {...pageProps(empty.host, '', navigate)} />, { wrapper: fresh });
    fireEvent.click(await screen.findByRole('button', { name: 'Rent a vehicle' }));
    expect(navigate).toHaveBeenCalledWith('/rental/vehicle-search?all_category=1');
  });
});

describe("the customer's profile", () => {
  it('is read under the storefront’s key: the checkout and the storefront share one answer', async () => {
    const ada = { f_name: 'Ada', l_name: 'Lovelace', phone: '+33600000001', email: 'ada@example.com' };
    const { host, calls } = fakeHost((call) => (call.path === '/api/v1/customer/info' ? ada : TRIP), { kind: 'customer' });
    /** The storefront's own reading of the profile (its profile page, a new address's contact). */
    function StorefrontProfile() {
      const { data } = useSWR('/api/v1/customer/info', (path: string) => host.request<typeof ada>(path));
      return <p>{data ? `storefront: ${data.f_name}` : null}</p>;
    }
    // One cache with the storefront's usual deduping, as in the app.
    render(
      <SWRConfig value={{ provider: () => new Map() }}>
        <StorefrontProfile />
        <TripCheckout {...pageProps(host)} />
      </SWRConfig>,
    );

    expect(await screen.findByLabelText('Name')).toHaveValue('Ada Lovelace');
    expect(screen.getByText('storefront: Ada')).toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/api/v1/customer/info')).toHaveLength(1);
  });
});

describe('my trips', () => {
  it('lists running trips as cards opening their details, and past ones in History', async () => {
    const { host, calls } = fakeHost((call) =>
      call.query?.type === 'running'
        ? { total_size: 2, limit: 10, offset: 1, trips: [STORY_ONGOING, STORY_BOOKED] }
        : { total_size: 0, limit: 10, offset: 1, trips: [] },
    { kind: 'customer' });
    const navigate = vi.fn();
    render(<MyTrips {...pageProps(host, '', navigate)} />, { wrapper: fresh });
    const cards = await screen.findAllByTestId('trip-card');
    expect(cards.map((card) => within(card).getByText(/^Trip #/).textContent)).toEqual(['Trip #43', 'Trip #41']);
    expect(within(cards[0]).getByText('Ongoing')).toBeInTheDocument();
    fireEvent.click(cards[1]);
    expect(navigate).toHaveBeenCalledWith('/rental/trip?id=41');
    fireEvent.click(screen.getByRole('tab', { name: 'History' }));
    expect(await screen.findByText('No past trips')).toBeInTheDocument();
    expect(calls.map((call) => call.query)).toEqual([
      { type: 'running', offset: 1, limit: 10 },
      { type: 'history', offset: 1, limit: 10 },
    ]);
  });
});

describe('a trip', () => {
  it('shows its statuses, vehicles, fares and contact, and cancels with a reason while pending', async () => {
    const onCancel = vi.fn(async () => undefined);
    render(<TripDetails trip={STORY_BOOKED} formatPrice={(amount) => `$${amount.toFixed(2)}`} formatDateTime={String} onCancel={onCancel} />);
    expect(screen.getByTestId('trip-tax')).toHaveTextContent('$24.00');
    expect(screen.getByTestId('trip-total')).toHaveTextContent('$144.00');
    expect(screen.getByText('2 × $45.00')).toBeInTheDocument();
    expect(screen.getByText('Note: Child seat, please.')).toBeInTheDocument();
    expect(screen.getAllByText('Pending').length).toBeGreaterThan(0);
    expect(screen.getByText('Completed')).toBeInTheDocument(); // a step still ahead
    fireEvent.click(screen.getByRole('button', { name: 'Cancel trip' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel trip' }));
    expect(await within(dialog).findByText('Give a reason.')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('Why do you cancel?'), { target: { value: ' Plans changed ' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel trip' })));
    await waitFor(() => expect(onCancel).toHaveBeenCalledWith('Plans changed'));
  });

  it('offers no cancel once under way or canceled, and says why it was canceled', () => {
    const { unmount } = render(<TripDetails trip={STORY_ONGOING} formatPrice={String} formatDateTime={String} onCancel={async () => undefined} />);
    expect(screen.queryByRole('button', { name: 'Cancel trip' })).toBeNull();
    unmount();
    render(<TripDetails trip={STORY_CANCELED} formatPrice={String} formatDateTime={String} onCancel={async () => undefined} />);
    expect(screen.queryByRole('button', { name: 'Cancel trip' })).toBeNull();
    expect(screen.getByText('Canceled: Plans changed')).toBeInTheDocument();
  });
});

describe('a running trip', () => {
  it('is read again until it is completed, so its moves show without a reload', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const completed = { ...STORY_BOOKED, trip_status: 'completed' as const, status_history: [...STORY_BOOKED.status_history, { status: 'completed' as const, at: '2026-11-26T12:00:00Z' }] };
      const { host, calls } = fakeHost(() => (calls.length > 1 ? completed : STORY_BOOKED), { kind: 'customer' });
      render(<TripPage {...pageProps(host, 'id=41')} />, { wrapper: fresh });
      expect(await screen.findByRole('button', { name: 'Cancel trip' })).toBeInTheDocument();
      await act(async () => vi.advanceTimersByTimeAsync(TRIP_REFRESH_MS));
      await waitFor(() => expect(screen.queryByRole('button', { name: 'Cancel trip' })).toBeNull());
      await act(async () => vi.advanceTimersByTimeAsync(TRIP_REFRESH_MS * 2));
      expect(calls).toHaveLength(2); // a completed trip is not read again
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('Track Trip', () => {
  it("asks a guest for the trip's number and phone, and shows the trip they reach", async () => {
    const { host, calls } = fakeHost(() => STORY_BOOKED, { kind: 'guest', guestId: 'g-track' });
    render(<TrackTrip {...pageProps(host)} />, { wrapper: fresh });
    expect(screen.getByRole('heading', { name: 'Track Trip' })).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Trip ID'), { target: { value: '41' } });
    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '+33 6 12 34 56 78' } });
    fireEvent.click(screen.getByRole('button', { name: 'Track' }));
    expect(await screen.findByTestId('trip-details')).toBeInTheDocument();
    expect(calls[0]).toMatchObject({ path: '/api/v1/rental/trip/details', query: { trip_id: 41, guest_id: 'g-track', contact_number: '+33612345678' } });
  });

  it("shows the server's refusal for a trip that is not the shopper's", async () => {
    const { host } = fakeHost(() => {
      throw new Error('Trip not found.');
    }, { kind: 'customer' });
    render(<TrackTrip {...pageProps(host, 'id=9')} />, { wrapper: fresh });
    expect(screen.queryByLabelText('Phone')).toBeNull(); // a customer needs the number only
    fireEvent.click(screen.getByRole('button', { name: 'Track' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Trip not found.');
  });
});

describe('the trip cart drawer', () => {
  it('goes to the trip checkout with Book trip', async () => {
    const { host } = fakeHost(() => TRIP);
    const navigate = vi.fn();
    render(<TripCartBody host={host} onContinueShopping={() => undefined} navigate={navigate} />, { wrapper: fresh });
    fireEvent.click(await screen.findByRole('button', { name: 'Book trip' }));
    expect(navigate).toHaveBeenCalledWith('/rental/trip-checkout');
  });
});

describe('the rental bundle', () => {
  it('declares the trip pages, My Trips and Track Trip', () => {
    expect(vertical.routes?.map((route) => route.path)).toEqual(expect.arrayContaining(['trip-checkout', 'trip', 'my-trips', 'track-order']));
  });

  it('keeps a phone typed with separators as digits and a leading +', () => {
    expect(keepPhoneCharacters(' +33 (6) 12-34')).toBe('+3361234');
    expect(keepPhoneCharacters('06 12')).toBe('0612');
  });
});

describe('the module intro', () => {
  it('brings its own strings', async () => {
    const { default: ModuleIntro } = await import('../src/module-intro');
    render(<ModuleIntro moduleName="Rental" />);
    expect(screen.getByText('Rental: rent a vehicle')).toBeInTheDocument();
  });
});
