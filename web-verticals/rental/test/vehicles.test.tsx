import { verticalNamespace, type VerticalHost, type VerticalRouteProps } from '@storefront/sdk';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import i18n from 'i18next';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import vertical from '../src/index';
import VehicleSearch, { resources, searchPath } from '../src/pages/vehicle-search';
import { fakeHost } from './fake-host';

const BRANDS = [
  { name: 'Peugeot', vehicle_count: 2 },
  { name: 'Tesla', vehicle_count: 1 },
];

const fresh = ({ children }: { children: ReactNode }) => <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>;

beforeAll(() => {
  for (const [language, strings] of Object.entries(resources)) i18n.addResourceBundle(language, verticalNamespace('rental'), strings, true, true);
});

function page(host: VerticalHost, query: string, navigate = vi.fn()) {
  const listed: { categoryId?: number; brand?: string }[] = [];
  const props: VerticalRouteProps = {
    module: { id: 6, module_name: 'Rental', module_type: 'rental' },
    chosen: true,
    choose: () => undefined,
    query: new URLSearchParams(query),
    navigate,
    fetchApi: (path) => host.request(path),
    formatPrice: host.formatPrice,
    parts: {
      ItemList: ({ categoryId, brand }) => {
        listed.push({ categoryId, brand });
        return null;
      },
      Unavailable: () => null,
      PointChooser: () => null,
    },
    host,
  };
  render(<VehicleSearch {...props} />, { wrapper: fresh });
  return { listed, navigate };
}

describe('the vehicle search', () => {
  it("offers the server's brands and goes to the search of the brand picked, keeping the category", async () => {
    const { host, calls } = fakeHost(() => BRANDS);
    const { listed, navigate } = page(host, 'categoryId=4');
    expect(listed.at(-1)).toEqual({ categoryId: 4, brand: undefined });
    fireEvent.mouseDown(screen.getByLabelText('Brand'));
    fireEvent.click(await screen.findByText('Peugeot (2 vehicles)'));
    expect(navigate).toHaveBeenCalledWith('/rental/vehicle-search?categoryId=4&brand=Peugeot');
    expect(calls[0]).toMatchObject({ path: '/api/v1/rental/vehicle/brand-list', method: 'GET' });
    expect(screen.getByText('Tesla (1 vehicle)')).toBeInTheDocument();
  });

  it('narrows the list to the brand in its address, and All brands drops it', async () => {
    const { host } = fakeHost(() => BRANDS);
    const { listed, navigate } = page(host, 'all_category=1&brand=Tesla');
    expect(listed.at(-1)).toEqual({ categoryId: undefined, brand: 'Tesla' });
    fireEvent.mouseDown(screen.getByLabelText('Brand'));
    fireEvent.click(await screen.findByText('All brands'));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/rental/vehicle-search?all_category=1'));
  });

  it('writes the search address with or without a brand', () => {
    expect(searchPath(new URLSearchParams(''), 'Citroën')).toBe('/rental/vehicle-search?brand=Citro%C3%ABn');
    expect(searchPath(new URLSearchParams('brand=Fiat'), undefined)).toBe('/rental/vehicle-search');
  });
});

describe('the search box suggestions', () => {
  it("ask the server for vehicles holding the text and open a vehicle's page", async () => {
    const { host, calls } = fakeHost(() => [{ id: 12, name: 'Peugeot 208', image_full_url: '/media/208.png', brand: 'Peugeot', provider_id: 3, provider_name: 'Paris Rent' }]);
    const lazy = vertical.searchSuggestions;
    expect(lazy).toBeDefined();
    const { default: suggest } = await lazy!();
    const found = await suggest({ host, moduleId: 6, text: ' peu ' });
    expect(calls).toEqual([{ path: '/api/v1/rental/vehicle/suggestions', method: 'GET', query: { name: 'peu', limit: 6 }, body: undefined, headers: undefined }]);
    expect(found).toEqual([{ key: 'vehicle-12', label: 'Peugeot 208', detail: 'Paris Rent', imageUrl: '/media/208.png', to: '/product/12?id=12&module_id=6' }]);
  });
});
