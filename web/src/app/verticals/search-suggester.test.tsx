import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { routes } from '@/app/router';
import { fakeApi } from '@/test/fake-api';
import { CONFIG, MODULES, moduleOf } from '@/test/fixtures/marketplace';
import { TestProviders } from '@/test/providers';

// The host names no module type: this test chooses the rental module to see its bundle feed the search box.
const SUGGESTIONS = [{ id: 61, name: 'Citroën Ami', image_full_url: '/media/ami.png', brand: 'Citroën', provider_id: 9, provider_name: 'Rides' }];

describe("a module's search box", () => {
  beforeEach(() => {
    window.localStorage.setItem('zone_id', '[1]');
  });

  it("suggests its web-vertical's findings while typing, and picking one opens it", { timeout: 20_000 }, async () => {
    const requests = fakeApi({
      '/api/v1/config': { body: CONFIG },
      '/api/v1/module': { body: MODULES },
      '/api/v1/rental/vehicle/suggestions': { body: SUGGESTIONS },
    });
    window.localStorage.setItem('module', JSON.stringify(moduleOf('rental')));
    const router = createMemoryRouter(routes, { initialEntries: ['/home'] });
    render(<RouterProvider router={router} />, { wrapper: TestProviders });

    const field = await screen.findByRole('combobox', {}, { timeout: 10_000 });
    fireEvent.change(field, { target: { value: 'ami' } });
    // The suggestions come from the rental bundle's lazily loaded suggester: its first load is waited for.
    fireEvent.mouseDown(await screen.findByRole('option', { name: /Citroën Ami/ }, { timeout: 15_000 }));
    await expect.poll(() => router.state.location.pathname).toBe('/product/61');
    const asked = requests.map((request) => new URL(request.url)).find((url) => url.pathname === '/api/v1/rental/vehicle/suggestions');
    expect(asked?.searchParams.get('name')).toBe('ami');
  });

  it('stays a plain search field in a module whose web-vertical suggests nothing', { timeout: 20_000 }, async () => {
    fakeApi({ '/api/v1/config': { body: CONFIG }, '/api/v1/module': { body: MODULES } });
    window.localStorage.setItem('module', JSON.stringify(moduleOf('food')));
    const router = createMemoryRouter(routes, { initialEntries: ['/home'] });
    render(<RouterProvider router={router} />, { wrapper: TestProviders });
    expect(await screen.findByRole('searchbox', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).toBeNull();
  });
});
