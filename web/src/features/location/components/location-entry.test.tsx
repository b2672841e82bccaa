import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider } from 'antd';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { LocationEntry } from '@/features/location/components/location-entry';
import { fakeApi, type FakeAnswer } from '@/test/fake-api';
import { TestProviders } from '@/test/providers';

const RIVOLI = {
  place_id: 'demo:2',
  description: '120 Rue de Rivoli, 75001 Paris, France',
  structured_formatting: { main_text: '120 Rue de Rivoli', secondary_text: '75001 Paris, France' },
};

const ANSWERS: Record<string, FakeAnswer> = {
  '/api/v1/config': { body: { map_api_key: '', default_location: { lat: 48.8566, lng: 2.3522 } } },
  '/api/v1/config/place-api-autocomplete': { body: { predictions: [RIVOLI], status: 'OK' } },
  '/api/v1/config/place-api-details': {
    body: {
      result: { ...RIVOLI, name: '120 Rue de Rivoli', formatted_address: RIVOLI.description, geometry: { location: { lat: 48.8606, lng: 2.3444 } } },
      status: 'OK',
    },
  },
  '/api/v1/config/geocode-api': {
    body: { results: [{ formatted_address: '2 Rue du Renard, 75004 Paris, France', geometry: { location: { lat: 48.8566, lng: 2.3522 } }, place_id: 'demo:51' }] },
  },
  '/api/v1/config/get-zone-id': { body: { zone_id: '[1]', zone_data: [{ id: 1, name: 'Paris Centre', modules: [] }] } },
};

const OUTSIDE: FakeAnswer = { status: 404, body: { errors: [{ code: 'zone', message: 'Service not available in this area' }] } };

function renderLanding() {
  const router = createMemoryRouter(
    [
      { path: '/', element: <LocationEntry /> },
      { path: '/home', element: <h1>Home page</h1> },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <ConfigProvider theme={{ token: { motion: false } }}>
      <RouterProvider router={router} />
    </ConfigProvider>,
    { wrapper: TestProviders },
  );
  return router;
}

const stored = (key: string) => window.localStorage.getItem(key);

beforeEach(() => {
  Reflect.deleteProperty(navigator, 'geolocation');
});

describe('the location entry (the landing page’s hero)', { timeout: 20_000 }, () => {
  it('saves a typed place inside a zone and goes straight to /home', async () => {
    const requests = fakeApi(ANSWERS);
    const router = renderLanding();

    await userEvent.type(await screen.findByRole('combobox', { name: 'Search for a place or an address' }), 'rivoli');
    await userEvent.click(await screen.findByText('120 Rue de Rivoli'));

    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/home');
    expect(JSON.parse(stored('location')!)).toEqual({ address: RIVOLI.description, lat: 48.8606, lng: 2.3444, zoneIds: [1] });
    expect(stored('zoneid')).toBe('[1]');
    const paths = requests.map((request) => new URL(request.url).pathname);
    expect(paths).toContain('/api/v1/config/get-zone-id');
  });

  it('takes the device’s position, finds its address, and goes to /home', async () => {
    fakeApi(ANSWERS);
    Object.defineProperty(navigator, 'geolocation', {
      value: { getCurrentPosition: (found: PositionCallback) => found({ coords: { latitude: 48.8566, longitude: 2.3522 } } as GeolocationPosition) },
      configurable: true,
    });
    renderLanding();

    await userEvent.click(await screen.findByRole('button', { name: 'Use my current position' }));

    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(JSON.parse(stored('location')!)).toMatchObject({ address: '2 Rue du Renard, 75004 Paris, France', zoneIds: [1] });
  });

  it('says so and saves nothing for a place outside every zone', async () => {
    fakeApi({ ...ANSWERS, '/api/v1/config/get-zone-id': OUTSIDE });
    const router = renderLanding();

    await userEvent.type(await screen.findByRole('combobox', { name: 'Search for a place or an address' }), 'rivoli');
    await userEvent.click(await screen.findByText('120 Rue de Rivoli'));

    expect(await screen.findByText('Service not available in this area')).toBeInTheDocument();
    expect(screen.getByText('We deliver only inside our zones: try another address. Nothing was saved.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(stored('location')).toBeNull();
  });

  it('explains a refused position without mentioning a map the page does not have', async () => {
    fakeApi(ANSWERS);
    Object.defineProperty(navigator, 'geolocation', {
      value: { getCurrentPosition: (_found: PositionCallback, failed: PositionErrorCallback) => failed({ code: 1 } as GeolocationPositionError) },
      configurable: true,
    });
    renderLanding();

    await userEvent.click(await screen.findByRole('button', { name: 'Use my current position' }));

    expect(await screen.findByText('Access to your position was refused. Type your address instead.')).toBeInTheDocument();
    expect(stored('location')).toBeNull();
  });
});
