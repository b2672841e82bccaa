import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import i18n from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { App } from 'antd';
import { MyParcels } from '../src/mine/my-parcels';
import { MyParcelsLink } from '../src/mine/my-parcels-link';
import en from '../src/pages/locales/en.json';
import fr from '../src/pages/locales/fr.json';
import { phoneInput, placeBody, quoteInput, emptyPlace } from '../src/send/form-model';
import { QuoteSummary } from '../src/send/quote-summary';
import { SendForm } from '../src/send/send-form';
import { StatusTimeline } from '../src/track/status-timeline';
import { REFRESH_MS, TrackForm } from '../src/track/track-form';
import type { PlacedParcel } from '../src/types';
import { CATEGORIES, FakePointChooser, fakeHost, ownCache, TRACKED, type Call } from './fake-host';

const START = { lat: 48.86, lng: 2.34 };
const QUOTE = { distance_km: 2.512, delivery_fee: 11.9, total: 11.9 };
const PLACED: PlacedParcel = { message: 'Parcel request placed successfully', parcel_id: 7, tracking_code: 'ABCDEFGH23', total_amount: 11.9 };

function server(call: Call): unknown {
  if (call.path.endsWith('/categories')) return CATEGORIES;
  if (call.path.endsWith('/quote')) return QUOTE;
  if (call.path.endsWith('/place')) return PLACED;
  if (call.path.endsWith('/track')) return TRACKED;
  throw new Error(`unexpected ${call.path}`);
}

const type = (label: string, value: string, within_: HTMLElement = document.body) =>
  fireEvent.change(within(within_).getByLabelText(label), { target: { value } });

describe('the send form model', () => {
  it("keeps a phone's digits and its leading +", () => {
    expect(phoneInput('+33 6 12-34.56 (78)')).toBe('+33612345678');
    expect(phoneInput('06 98 76')).toBe('069876');
    expect(phoneInput('abc')).toBe('');
  });

  it('asks for a quote once a category and both addresses are there, with the points only', () => {
    const sender = { ...emptyPlace({ lat: 1, lng: 2 }), address: 'A' };
    const receiver = { ...emptyPlace({ lat: 3, lng: 4 }), address: 'B' };
    expect(quoteInput({ sender, receiver })).toBeNull();
    expect(quoteInput({ category_id: 3, sender, receiver: { ...receiver, address: ' ' } })).toBeNull();
    expect(quoteInput({ category_id: 3, sender, receiver })).toEqual({
      category_id: 3,
      sender: { latitude: 1, longitude: 2 },
      receiver: { latitude: 3, longitude: 4 },
    });
  });

  it('builds the place body, texts trimmed, empty optional parts left out', () => {
    const side = { point: { lat: 1, lng: 2 }, address: ' A ', contact_person_name: ' Al ', contact_person_number: '0612', road: ' ', house: '4' };
    const body = placeBody({ category_id: 3, sender: side, receiver: side, charge_payer: 'receiver', payment_method: 'cash_on_delivery', parcel_note: '  ' });
    expect(body).toEqual({
      category_id: 3,
      sender: { address: 'A', latitude: 1, longitude: 2, contact_person_name: 'Al', contact_person_number: '0612', road: null, house: '4', floor: null },
      receiver: body.sender,
      charge_payer: 'receiver',
      payment_method: 'cash_on_delivery',
    });
  });

  it('has every page string in French', () => {
    expect(Object.keys(fr).sort()).toEqual(Object.keys(en).sort());
  });
});

describe('the send form', () => {
  const draw = (answer = server) => {
    const { host, calls } = fakeHost(answer, { kind: 'guest', guestId: 'guest-7' });
    let placed: PlacedParcel | null = null;
    render(<SendForm host={host} PointChooser={FakePointChooser} start={START} formatPrice={(a) => `€${a.toFixed(2)}`} onPlaced={(p) => (placed = p)} />, ownCache);
    return { calls, placed: () => placed };
  };

  const fill = async () => {
    fireEvent.click(await screen.findByRole('radio', { name: 'Large box' }));
    const [sender, receiver] = screen.getAllByRole('button', { name: 'pin Louvre' }).map((pin) => pin.closest('.ant-card') as HTMLElement);
    fireEvent.click(within(sender!).getByRole('button', { name: 'pin Louvre' }));
    fireEvent.click(within(receiver!).getByRole('button', { name: 'pin Bastille' }));
    type('Contact person name', 'Alice', sender);
    type('Phone number', '+33 6 12 34 56 78', sender);
    type('Floor', '3', sender);
    type('Contact person name', 'Bruno', receiver);
    type('Phone number', '06 98 76 54 32', receiver);
    fireEvent.click(screen.getByRole('radio', { name: 'Receiver' }));
    type('Note for the courier', 'Ring twice');
  };

  it("shows the server's charge, then sends the guest's parcel once with a key", async () => {
    const { calls, placed } = draw();
    await fill();
    await waitFor(() => expect(screen.getByTestId('parcel-total')).toHaveTextContent('€11.90'));
    expect(screen.getByText('2.5 km')).toBeInTheDocument();
    expect(calls.filter((c) => c.path.endsWith('/quote')).at(-1)?.body).toEqual({
      category_id: 3,
      sender: { latitude: 48.8606, longitude: 2.3376 },
      receiver: { latitude: 48.8532, longitude: 2.3691 },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send the package' }));
    await waitFor(() => expect(placed()).toEqual(PLACED));
    const [place] = calls.filter((c) => c.path === '/api/v1/parcel/place');
    expect(place?.method).toBe('POST');
    expect(place?.headers?.['Idempotency-Key']).toMatch(/^[A-Za-z0-9_.:-]{1,64}$/);
    expect(place?.body).toEqual({
      guest_id: 'guest-7',
      category_id: 3,
      sender: { address: 'Louvre, Paris', latitude: 48.8606, longitude: 2.3376, contact_person_name: 'Alice', contact_person_number: '+33612345678', road: null, house: null, floor: '3' },
      receiver: { address: 'Bastille, Paris', latitude: 48.8532, longitude: 2.3691, contact_person_name: 'Bruno', contact_person_number: '0698765432', road: null, house: null, floor: null },
      charge_payer: 'receiver',
      payment_method: 'cash_on_delivery',
      parcel_note: 'Ring twice',
    });
  });

  it('says what is missing and sends nothing', async () => {
    const { calls } = draw();
    await screen.findByRole('radio', { name: 'Large box' });
    fireEvent.click(screen.getByRole('button', { name: 'Send the package' }));
    expect(await screen.findByText('Choose what you are sending')).toBeInTheDocument();
    expect(screen.getAllByText('Phone Number is required')).toHaveLength(2);
    expect(screen.getAllByText('Address is required')).toHaveLength(2);
    expect(calls.some((c) => c.path.endsWith('/place'))).toBe(false);
  });

  it("shows the server's refusal and keeps the form", async () => {
    const { placed } = draw((call) => {
      if (call.path.endsWith('/quote') || call.path.endsWith('/place')) throw new Error('Service not available in this area');
      return server(call);
    });
    await fill();
    expect(await screen.findAllByText('Service not available in this area')).not.toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Send the package' }));
    await waitFor(() => expect(screen.getAllByText('Service not available in this area')).toHaveLength(2));
    expect(placed()).toBeNull();
    expect(screen.getByLabelText('Note for the courier')).toHaveValue('Ring twice');
  });
});

describe('tracking', () => {
  it("asks with the code and number typed, then shows the parcel's way", async () => {
    const { host, calls } = fakeHost(server, null);
    render(<TrackForm host={host} initialCode="abcdefgh23" formatPrice={(a) => `€${a.toFixed(2)}`} />, ownCache);
    type('Phone number', '06 98 76 54 32');
    fireEvent.click(screen.getByRole('button', { name: 'Track' }));
    expect(await screen.findByText('Status: Picked up')).toBeInTheDocument();
    expect(calls.at(-1)?.query).toEqual({ tracking_code: 'ABCDEFGH23', contact_number: '0698765432' });
    expect(screen.getByText('Bruno, Bastille, Paris')).toBeInTheDocument();
    expect(screen.getByText('€11.90')).toBeInTheDocument();
  });

  it('reads a parcel on its way again until it is delivered, so its moves show without a reload', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const delivered = { ...TRACKED, status: 'delivered' as const, status_history: [...TRACKED.status_history, { status: 'delivered' as const, at: '2026-11-26T10:40:00Z' }] };
      const { host, calls } = fakeHost((call) => (calls.length > 1 ? delivered : server(call)), null);
      render(<TrackForm host={host} initialCode="ABCDEFGH23" formatPrice={String} />, ownCache);
      type('Phone number', '0698765432');
      fireEvent.click(screen.getByRole('button', { name: 'Track' }));
      expect(await screen.findByText('Status: Picked up')).toBeInTheDocument();
      await act(async () => vi.advanceTimersByTimeAsync(REFRESH_MS));
      expect(await screen.findByText('Status: Delivered')).toBeInTheDocument();
      expect(calls.at(-1)?.query).toEqual({ tracking_code: 'ABCDEFGH23', contact_number: '0698765432' });
      await act(async () => vi.advanceTimersByTimeAsync(REFRESH_MS * 2));
      expect(calls).toHaveLength(2); // a delivered parcel is not read again
    } finally {
      vi.useRealTimers();
    }
  });

  it("shows the server's answer for an unknown code", async () => {
    const { host } = fakeHost(() => {
      throw new Error('Parcel not found.');
    });
    render(<TrackForm host={host} initialCode="ZZZZZZZZZZ" formatPrice={String} />, ownCache);
    type('Phone number', '0612345678');
    fireEvent.click(screen.getByRole('button', { name: 'Track' }));
    expect(await screen.findByText('Parcel not found.')).toBeInTheDocument();
  });

  it('refuses a code that is not 10 letters and digits before asking', async () => {
    const { host, calls } = fakeHost(server);
    render(<TrackForm host={host} initialCode="ABC" formatPrice={String} />, ownCache);
    type('Phone number', '0612345678');
    fireEvent.click(screen.getByRole('button', { name: 'Track' }));
    expect(await screen.findByText('A tracking code has 10 letters and digits.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('marks a canceled parcel at the step it stopped', () => {
    render(<StatusTimeline parcel={{ status: 'canceled', status_history: [TRACKED.status_history[0]!, { status: 'canceled', at: '2026-11-26T10:02:00Z' }] }} />);
    expect(screen.getByText('Placed')).toBeInTheDocument();
    expect(screen.getByText('Canceled')).toBeInTheDocument();
    expect(screen.queryByText('Confirmed')).toBeNull();
    expect(screen.getByText('Delivered')).toBeInTheDocument();
  });

  it('speaks French', async () => {
    await i18n.changeLanguage('fr');
    try {
      render(<StatusTimeline parcel={TRACKED} />);
      expect(screen.getByText('Pris en charge')).toBeInTheDocument();
      // The server's distance with the French decimal comma.
      render(<QuoteSummary quote={{ distance_km: 2.512, delivery_fee: 11.9, total: 11.9 }} loading={false} error={null} formatPrice={String} />);
      expect(screen.getByText('2,5 km')).toBeInTheDocument();
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});

describe("the customer's parcels", () => {
  const customer = { kind: 'customer' as const };
  const pending = { ...TRACKED, id: 8, tracking_code: 'PENDING234', status: 'pending' as const, status_history: [TRACKED.status_history[0]!] };

  it('lists them with their status, cancels a pending one and shows the list again', async () => {
    let canceled = false;
    const { host, calls } = fakeHost((call) => {
      if (call.path.endsWith('/cancel')) {
        canceled = true;
        return { message: 'Parcel request canceled successfully' };
      }
      const first = canceled ? { ...pending, status: 'canceled' as const } : pending;
      return { total_size: 2, limit: 10, offset: 1, parcels: [first, TRACKED] };
    }, customer);
    const tracked: string[] = [];
    render(
      <App>
        <MyParcels host={host} formatPrice={(a) => `€${a.toFixed(2)}`} onTrack={(code) => tracked.push(code)} />
      </App>,
      ownCache,
    );
    const cards = await screen.findAllByTestId('my-parcel');
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveTextContent('PENDING234');
    expect(cards[0]).toHaveTextContent('Placed');
    expect(cards[1]).toHaveTextContent('Picked up');
    expect(within(cards[1]!).queryByRole('button', { name: 'Cancel' })).toBeNull();
    expect(calls[0]?.query).toEqual({ offset: 1, limit: 10 });

    fireEvent.click(within(cards[1]!).getByRole('button', { name: 'Track this package' }));
    expect(tracked).toEqual(['ABCDEFGH23']);

    fireEvent.click(within(cards[0]!).getByRole('button', { name: 'Cancel' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Yes, cancel it' }));
    expect(await screen.findByText('Parcel request canceled successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('my-parcel')[0]).toHaveTextContent('Canceled'));
    const cancel = calls.find((c) => c.path.endsWith('/cancel'));
    expect(cancel).toMatchObject({ method: 'PUT', body: { parcel_id: 8, guest_id: undefined } });
  });

  it("says so when there are none, and shows the link to them to customers only", async () => {
    const { host } = fakeHost(() => ({ total_size: 0, limit: 10, offset: 1, parcels: [] }), customer);
    render(<MyParcels host={host} formatPrice={String} onTrack={() => undefined} />, ownCache);
    expect(await screen.findByText('You have not sent a parcel yet.')).toBeInTheDocument();

    const went: string[] = [];
    const { unmount } = render(<MyParcelsLink host={host} navigate={(to) => went.push(to)} />);
    fireEvent.click(screen.getByRole('button', { name: /My parcels/ }));
    expect(went).toEqual(['/parcel/my-parcels']);
    unmount();
    render(<MyParcelsLink host={fakeHost(() => null).host} navigate={() => undefined} />);
    expect(screen.queryByRole('button', { name: /My parcels/ })).toBeNull();
  });
});
