import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { VerticalOwner, VerticalRouteProps } from '@storefront/sdk';
import i18n from 'i18next';
import { describe, expect, it } from 'vitest';
import vertical from '../src/index';
import { HomeHero } from '../src/home/home-hero';
import ParcelHome from '../src/home/parcel-home';
import { CATEGORIES, fakeHost, ownCache, TRACKED, type Call } from './fake-host';

const customer: VerticalOwner = { kind: 'customer' };
const RECENT = { total_size: 4, limit: 3, offset: 1, parcels: [{ ...TRACKED, id: 9, tracking_code: 'NEWEST2345', status: 'pending' as const }, TRACKED] };

function server(call: Call): unknown {
  if (call.path.endsWith('/categories')) return CATEGORIES;
  if (call.path.endsWith('/list')) return RECENT;
  throw new Error(`unexpected ${call.path}`);
}

/** The parcel home as the storefront draws it at /home, over a scripted server; `went` collects where it leads. */
function drawHome(owner: VerticalOwner | null, answer = server) {
  const { host, calls } = fakeHost(answer, owner);
  const went: string[] = [];
  const props: VerticalRouteProps = {
    module: { id: 5, module_name: 'Parcel Delivery', module_type: 'parcel' },
    chosen: true,
    choose: () => undefined,
    query: new URLSearchParams(),
    navigate: (to) => went.push(to),
    fetchApi: () => Promise.reject(new Error('not used')),
    formatPrice: host.formatPrice,
    host,
    parts: { ItemList: () => null, Unavailable: () => null, PointChooser: () => null },
  };
  render(<ParcelHome {...props} />, ownCache);
  return { calls, went };
}

describe('the parcel vertical', () => {
  it('supplies a home of its own, in place of the catalogue home', async () => {
    expect(vertical.home).toBeTypeOf('function');
    const page = await vertical.home!();
    expect(page.default).toBe(ParcelHome);
    expect(Object.keys(page.resources?.fr ?? {}).sort()).toEqual(Object.keys(page.resources?.en ?? {}).sort());
  });
});

describe('the parcel home', () => {
  it("shows the module's name, send and track, and the server's categories", async () => {
    drawHome(null);
    expect(screen.getByRole('heading', { level: 1, name: 'Parcel Delivery' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Send a package/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Track a package/ })).toBeInTheDocument();
    const categories = await screen.findAllByTestId('parcel-category');
    expect(categories).toHaveLength(2);
    expect(categories[0]).toHaveTextContent('Documents');
    expect(categories[0]).toHaveTextContent('Letters and papers up to 1 kg.');
    expect(categories[1]).toHaveTextContent('€1.80 per km, at least €11.90');
  });

  it("tells a guest to sign in to see their parcels, without asking for a customer's list", async () => {
    const { calls } = drawHome({ kind: 'guest', guestId: 'guest-1' });
    expect(screen.getByText('Sign in to see the parcels you sent.')).toBeInTheDocument();
    await screen.findAllByTestId('parcel-category');
    expect(calls.map((c) => c.path)).toEqual(['/api/v1/parcel/categories']);
  });

  it("lists a customer's newest parcels, each leading to its tracking page, and all of them", async () => {
    const { calls, went } = drawHome(customer);
    const recent = await screen.findAllByTestId('recent-parcel');
    expect(recent).toHaveLength(2);
    expect(recent[0]).toHaveTextContent('NEWEST2345');
    expect(recent[0]).toHaveTextContent('Placed');
    expect(recent[1]).toHaveTextContent('Picked up');
    expect(recent[1]).toHaveTextContent('To: Bastille, Paris');
    expect(calls.find((c) => c.path.endsWith('/list'))?.query).toEqual({ offset: 1, limit: 3 });
    expect(screen.queryByText('Sign in to see the parcels you sent.')).toBeNull();

    fireEvent.click(within(recent[1]!).getByRole('button', { name: 'Track this package' }));
    fireEvent.click(screen.getByRole('button', { name: /See all my parcels/ }));
    expect(went).toEqual(['/track-package?code=ABCDEFGH23', '/parcel/my-parcels']);
  });

  it('says so when the customer has sent none', async () => {
    drawHome(customer, (call) => (call.path.endsWith('/list') ? { total_size: 0, limit: 3, offset: 1, parcels: [] } : CATEGORIES));
    expect(await screen.findByText('You have not sent a parcel yet.')).toBeInTheDocument();
  });

  it('is in French', async () => {
    await i18n.changeLanguage('fr');
    try {
      drawHome(customer);
      expect(screen.getByRole('button', { name: /Envoyer un colis/ })).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Ce que vous pouvez envoyer' })).toBeInTheDocument();
      expect(await screen.findByRole('heading', { name: 'Vos colis récents' })).toBeInTheDocument();
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});

describe('the home hero', () => {
  const draw = () => {
    const went: string[] = [];
    render(<HomeHero moduleName="Parcel Delivery" navigate={(to) => went.push(to)} />);
    return went;
  };

  it('sends to the send page, and to the track page with the typed code', async () => {
    const went = draw();
    fireEvent.click(screen.getByRole('button', { name: /Send a package/ }));
    fireEvent.click(screen.getByRole('button', { name: /Track a package/ }));
    await waitFor(() => expect(went).toEqual(['/send-package', '/track-package']));
    fireEvent.change(screen.getByLabelText('Tracking code'), { target: { value: ' abcdefgh23 ' } });
    fireEvent.click(screen.getByRole('button', { name: /Track a package/ }));
    await waitFor(() => expect(went).toEqual(['/send-package', '/track-package', '/track-package?code=ABCDEFGH23']));
  });

  it('refuses a code that is not one', async () => {
    const went = draw();
    fireEvent.change(screen.getByLabelText('Tracking code'), { target: { value: 'abc' } });
    fireEvent.click(screen.getByRole('button', { name: /Track a package/ }));
    expect(await screen.findByText('A tracking code has 10 letters and digits.')).toBeInTheDocument();
    expect(went).toEqual([]);
  });
});
