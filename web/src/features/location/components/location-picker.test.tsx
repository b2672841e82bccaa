import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider } from 'antd';
import { useEffect } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LocationPicker } from '@/features/location';
import LocationPickerDialog from '@/features/location/components/location-picker-dialog';
import { useSetAtom } from '@/shared/state/app-store';
import { locationPickerAtom } from '@/shared/state/dialogs';
import { fakeApi, type FakeAnswer } from '@/test/fake-api';
import { TestProviders } from '@/test/providers';

const RIVOLI = {
  place_id: 'demo:2',
  description: '120 Rue de Rivoli, 75001 Paris, France',
  structured_formatting: { main_text: '120 Rue de Rivoli', secondary_text: '75001 Paris, France' },
};
const PARIS_CENTRE = { id: 1, name: 'Paris Centre', modules: [] };

/** The server's answers for a search that ends inside zone 1. */
const ANSWERS: Record<string, FakeAnswer> = {
  '/api/v1/config': { body: { map_api_key: '', default_location: { lat: 48.8566, lng: 2.3522 } } },
  '/api/v1/zone/list': { body: [] },
  '/api/v1/config/place-api-autocomplete': { body: { predictions: [RIVOLI], status: 'OK' } },
  '/api/v1/config/place-api-details': {
    body: {
      result: { ...RIVOLI, name: '120 Rue de Rivoli', formatted_address: RIVOLI.description, geometry: { location: { lat: 48.8606, lng: 2.3444 } } },
      status: 'OK',
    },
  },
  '/api/v1/config/geocode-api': {
    body: { results: [{ formatted_address: 'Place de l’Hôtel de Ville, 75004 Paris, France', geometry: { location: { lat: 48.8566, lng: 2.3522 } }, place_id: 'demo:51' }] },
  },
  '/api/v1/config/get-zone-id': { body: { zone_id: '[1]', zone_data: [PARIS_CENTRE] } },
};

const OUTSIDE: FakeAnswer = {
  status: 404,
  body: { errors: [{ code: 'zone', message: 'Service not available in this area' }] },
};

/** Opens the picker for `reason` once mounted, as a feature would through the atom. */
function Opener({ reason }: { reason: 'required' | 'change' }) {
  const open = useSetAtom(locationPickerAtom);
  useEffect(() => open({ open: true, reason }), [open, reason]);
  return null;
}

function OpenButton() {
  const open = useSetAtom(locationPickerAtom);
  return (
    <button type="button" onClick={() => open({ open: true, reason: 'change' })}>
      Open
    </button>
  );
}

function renderPicker({ path = '/home', reason = 'required', reload = vi.fn() } = {} as {
  path?: string;
  reason?: 'required' | 'change';
  reload?: () => void;
}) {
  const page = (
    <>
      <Opener reason={reason} />
      <LocationPickerDialog reload={reload} />
    </>
  );
  const router = createMemoryRouter(
    [
      { path: '/', element: page },
      { path: '/home', element: <>{page}<h1>Home page</h1></> },
    ],
    { initialEntries: [path] },
  );
  render(
    <ConfigProvider theme={{ token: { motion: false } }}>
      <RouterProvider router={router} />
    </ConfigProvider>,
    { wrapper: TestProviders },
  );
  return { reload, router };
}

async function searchAndChoose() {
  const search = await screen.findByRole('combobox', { name: 'Search for a place or an address' });
  await userEvent.type(search, 'rivoli');
  await userEvent.click(await screen.findByText('120 Rue de Rivoli'));
}

/** jsdom has no geolocation: give the navigator one for a test. */
function stubGeolocation(getCurrentPosition: (...args: never[]) => void) {
  Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
}

const stored = (key: string) => window.localStorage.getItem(key);

afterEach(() => {
  vi.useRealTimers();
  Reflect.deleteProperty(navigator, 'geolocation');
});

// The first test also loads the dialog's code (antd's Modal and Select, Leaflet): give a busy machine time.
describe('LocationPicker', { timeout: 20_000 }, () => {
  it('stays out of the page until opened, then loads its dialog', async () => {
    fakeApi(ANSWERS);
    const router = createMemoryRouter([{ path: '/', element: <><LocationPicker /><OpenButton /></> }]);
    render(<RouterProvider router={router} />, { wrapper: TestProviders });
    expect(screen.queryByRole('dialog')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Open' }));

    expect(await screen.findByRole('dialog', { name: 'Choose your delivery location' })).toBeInTheDocument();
    expect(await screen.findByRole('combobox', { name: 'Search for a place or an address' })).toBeInTheDocument();
  });

  it('searches, reads the place details, checks the zone, and saves under the three keys', async () => {
    const requests = fakeApi(ANSWERS);
    renderPicker();

    await searchAndChoose();
    expect(await screen.findByText('We deliver here: Paris Centre')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm location' }));

    const paths = requests.map((request) => new URL(request.url)).map((url) => url.pathname + url.search);
    expect(paths).toContain('/api/v1/config/place-api-autocomplete?search_text=rivoli');
    expect(paths).toContain('/api/v1/config/place-api-details?placeid=demo%3A2');
    expect(paths).toContain('/api/v1/config/get-zone-id?lat=48.8606&lng=2.3444');
    expect(paths.some((path) => path.startsWith('/api/v1/config/geocode-api'))).toBe(false);
    expect(stored('zoneid')).toBe('[1]');
    expect(JSON.parse(stored('currentLatLng')!)).toEqual({ lat: 48.8606, lng: 2.3444 });
    expect(JSON.parse(stored('location')!)).toEqual({
      address: RIVOLI.description,
      lat: 48.8606,
      lng: 2.3444,
      zoneIds: [1],
    });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Confirm location' })).toBeNull());
  });

  it('says the place is outside every zone and saves nothing', async () => {
    fakeApi({ ...ANSWERS, '/api/v1/config/get-zone-id': OUTSIDE });
    renderPicker();

    await searchAndChoose();

    expect(await screen.findByText('Service not available in this area')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirm location' })).toBeDisabled();
    expect(stored('zoneid')).toBeNull();
    expect(stored('currentLatLng')).toBeNull();
    expect(stored('location')).toBeNull();
  });

  it('gives up on the current position after 5 seconds and says so', async () => {
    fakeApi(ANSWERS);
    const getCurrentPosition = vi.fn();
    stubGeolocation(getCurrentPosition);
    renderPicker();
    const locate = await screen.findByRole('button', { name: /Use my current position/ });

    vi.useFakeTimers();
    fireEvent.click(locate);
    expect(getCurrentPosition.mock.calls[0]?.[2]).toMatchObject({ enableHighAccuracy: false, timeout: 5000 });
    await act(() => vi.advanceTimersByTimeAsync(4999));
    expect(screen.queryByText(/Finding your position took too long/)).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1));
    vi.useRealTimers();

    expect(await screen.findByText(/Finding your position took too long/)).toBeInTheDocument();
    expect(stored('location')).toBeNull();
  });

  it('uses the current position, looks its address up, and reloads after a change from the header', async () => {
    const requests = fakeApi(ANSWERS);
    const position = { coords: { latitude: 48.8566, longitude: 2.3522 } };
    stubGeolocation((success: (p: typeof position) => void) => success(position));
    window.localStorage.setItem('zoneid', '[2]');
    window.localStorage.setItem('location', JSON.stringify({ address: 'Old', lat: 48.84, lng: 2.28, zoneIds: [2] }));
    const { reload } = renderPicker({ reason: 'change' });

    await userEvent.click(await screen.findByRole('button', { name: /Use my current position/ }));
    expect(await screen.findByText('Place de l’Hôtel de Ville, 75004 Paris, France')).toBeInTheDocument();
    await screen.findByText('We deliver here: Paris Centre');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm location' }));

    expect(requests.some((request) => request.url.includes('geocode-api?lat=48.8566&lng=2.3522'))).toBe(true);
    expect(JSON.parse(stored('location')!)).toMatchObject({ address: 'Place de l’Hôtel de Ville, 75004 Paris, France' });
    expect(reload).toHaveBeenCalledOnce();
  });

  it('goes to /home after the first location is saved from the landing page', async () => {
    fakeApi(ANSWERS);
    const { reload, router } = renderPicker({ path: '/', reason: 'change' });

    await searchAndChoose();
    await screen.findByText('We deliver here: Paris Centre');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm location' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(reload).not.toHaveBeenCalled();
  });

  it('warns when the chosen module does not deliver in the zone found', async () => {
    fakeApi(ANSWERS);
    const food = { id: 1, module_name: 'Food', module_type: 'food', all_zone_service: 0, zones: [{ id: 2, name: 'Paris South' }] };
    window.localStorage.setItem('module', JSON.stringify(food));
    renderPicker();

    await searchAndChoose();

    const warning = await screen.findByText('Food does not deliver in this zone.');
    expect(within(warning.closest('[role="alert"]')!).getByText(/choose another module/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirm location' })).toBeEnabled();
  });
});
