import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from '@/app/router';
import { fakeApi } from '@/test/fake-api';
import { demoItem } from '@/test/fixtures/catalogue';
import { CONFIG, MODULES, moduleOf } from '@/test/fixtures/marketplace';
import { TestProviders } from '@/test/providers';

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(<RouterProvider router={router} />, { wrapper: TestProviders });
  return router;
}

const VEHICLE = demoItem('rental', { id: 61, name: 'Citroën Ami' });

const choose = (type: string) => window.localStorage.setItem('module', JSON.stringify(moduleOf(type)));

describe("a web-vertical's pages (rental's, under its /rental route prefix)", () => {
  it("render from the vertical's bundle, offering to switch to its module from another one", { timeout: 15_000 }, async () => {
    fakeApi({ '/api/v1/config': { body: CONFIG }, '/api/v1/module': { body: MODULES } });
    choose('food');
    renderAt('/rental/vehicle-search?all_category=1');

    expect(await screen.findByText('Vehicles are rented in the Rental module', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Switch to Rental' })).toBeInTheDocument();
  });

  it("list the module's vehicles once it is the chosen one", async () => {
    fakeApi({
      '/api/v1/config': { body: CONFIG },
      '/api/v1/module': { body: MODULES },
      '/api/v1/items/latest': { body: { total_size: 1, limit: 20, offset: 1, items: [VEHICLE] } },
    });
    choose('rental');
    renderAt('/rental/vehicle-search?categoryId=3');

    expect(await screen.findByRole('heading', { level: 1, name: 'Vehicles' })).toBeInTheDocument();
    expect(await screen.findByText('Citroën Ami')).toBeInTheDocument();
  });

  it("list the vehicles of the brand in the address, the server narrowing them, beside the vertical's brand choice", async () => {
    const requests = fakeApi({
      '/api/v1/config': { body: CONFIG },
      '/api/v1/module': { body: MODULES },
      '/api/v1/rental/vehicle/brand-list': { body: [{ name: 'Citroën', vehicle_count: 1 }] },
      '/api/v1/items/latest': { body: { total_size: 1, limit: 20, offset: 1, items: [VEHICLE] } },
    });
    choose('rental');
    renderAt('/rental/vehicle-search?all_category=1&brand=Citro%C3%ABn');

    expect(await screen.findByText('Citroën Ami')).toBeInTheDocument();
    const listed = requests.map((request) => new URL(request.url)).find((url) => url.pathname === '/api/v1/items/latest');
    expect(listed?.searchParams.get('brand')).toBe('Citroën');
    expect(await screen.findByLabelText('Brand')).toBeInTheDocument();
  });

  it("send a provider's page to its store's page, with the store route's query", async () => {
    fakeApi({ '/api/v1/config': { body: CONFIG }, '/api/v1/module': { body: MODULES } });
    choose('rental');
    const router = renderAt('/rental/provider-details?id=61&store_zone_id=1');

    await expect.poll(() => router.state.location.pathname).toBe('/store/61');
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      id: '61',
      module_id: '6',
      module_type: 'rental',
      store_zone_id: '1',
    });
  });

  it('show the 404 page for a path the vertical does not have', async () => {
    fakeApi({ '/api/v1/config': { body: CONFIG }, '/api/v1/module': { body: MODULES } });
    choose('rental');
    renderAt('/rental/no-such-page');
    expect(await screen.findByText('Page not found')).toBeInTheDocument();
  });

  it('show Unavailable where the marketplace has no module of its type', async () => {
    fakeApi({ '/api/v1/config': { body: CONFIG }, '/api/v1/module': { body: MODULES.filter((m) => m.module_type !== 'rental') } });
    choose('food');
    renderAt('/rental/vehicle-search');
    expect(await screen.findByText('Not offered here')).toBeInTheDocument();
  });
});
