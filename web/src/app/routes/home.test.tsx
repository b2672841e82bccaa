import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from '@/app/router';
import { fakeApi } from '@/test/fake-api';
import { CONFIG, MODULES, moduleOf } from '@/test/fixtures/marketplace';
import { TestProviders } from '@/test/providers';

const choose = (type: string) => window.localStorage.setItem('module', JSON.stringify(moduleOf(type)));
const CATEGORIES = [{ id: 1, name: 'Documents', description: 'Letters and papers up to 1 kg.', image_full_url: null, per_km_charge: 0.8, minimum_charge: 4.9 }];

function renderHome() {
  render(<RouterProvider router={createMemoryRouter(routes, { initialEntries: ['/home'] })} />, { wrapper: TestProviders });
}

describe('/home', () => {
  it("is the module's own home when its web-vertical has one (parcel's), not the catalogue's", { timeout: 15_000 }, async () => {
    const requests = fakeApi({ '/api/v1/config': { body: CONFIG }, '/api/v1/module': { body: MODULES }, '/api/v1/parcel/categories': { body: CATEGORIES } });
    choose('parcel');
    renderHome();

    expect(await screen.findByText('Letters and papers up to 1 kg.', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Send a package/ })).toBeInTheDocument();
    expect(screen.queryByRole('searchbox')).toBeNull();
    // None of the catalogue home's lists is asked for.
    expect(requests.map((request) => new URL(request.url).pathname).filter((path) => path.startsWith('/api/v1/stores'))).toEqual([]);
  });

  it("is the catalogue's home for a module whose web-vertical has none (food's)", { timeout: 15_000 }, async () => {
    fakeApi({ '/api/v1/config': { body: CONFIG }, '/api/v1/module': { body: MODULES } });
    choose('food');
    renderHome();

    expect(await screen.findByRole('searchbox', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Send a package/ })).toBeNull();
  });
});
