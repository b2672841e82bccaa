import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { formatSaleEnd } from '@/features/catalogue/flash-sale-time';
import { QuickView } from '@/features/catalogue/quick-view';
import * as home from '@/app/routes/catalogue/home';
import * as search from '@/app/routes/catalogue/search';
import * as store from '@/app/routes/catalogue/store';
import { CatalogueOutlet } from '@/features/catalogue/slots';
import { aFoodItem, anItem, aStore } from '@/features/catalogue/test/fixtures';
import { recordingSlot } from '@/features/catalogue/test/food-slot';
import { fakeApi, type FakeAnswer } from '@/test/fake-api';
import { POLICIES } from '@/test/fixtures/marketplace';
import { TestProviders } from '@/test/providers';

const FOOD = {
  id: 1,
  module_name: 'Food',
  module_type: 'food',
  zones: [{ id: 1, name: 'Centre' }],
  labels: { item: 'food', items: 'foods', store: 'restaurant', stores: 'restaurants', track_order: 'Track Order' },
  policy: POLICIES.food,
};
const CONFIG = { business_name: 'Ruelle', currency_symbol: '€', toggle_veg_non_veg: true };
const EMPTY_HOME = Object.fromEntries(
  ['categories', 'items/campaigns', 'stores/popular', 'stores/latest', 'items/popular', 'items/latest'].map((path) => [
    `/api/v1/${path}`,
    { body: { total_size: 0, limit: 20, offset: 1, categories: [], stores: [], items: [] } },
  ]),
);
const page = <K extends string>(key: K, rows: unknown[]) => ({ body: { total_size: rows.length, limit: 20, offset: 1, [key]: rows } });

function renderAt(path: string, answers: Record<string, FakeAnswer>, config: Record<string, unknown> = CONFIG) {
  window.localStorage.setItem('module', JSON.stringify(FOOD));
  const requests = fakeApi({ '/api/v1/config': { body: config }, '/api/v1/module': { body: [FOOD] }, ...answers });
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <CatalogueOutlet slot={recordingSlot([])} />
            <QuickView />
          </>
        ),
        children: [
          { path: 'home', Component: home.Component },
          { path: 'search', Component: search.Component },
          { path: 'store/:id', Component: store.Component },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />, { wrapper: TestProviders });
  return requests;
}

describe('catalogue pages', () => {

  it('home shows the module, its categories, stores and items in the module words', async () => {
    const burger = aFoodItem({ id: 11, name: 'Blue cheese burger', veg: 0 });
    renderAt('/home', {
      '/api/v1/categories': page('categories', [{ id: 5, name: 'Burgers', image_full_url: '', module_id: 1 }]),
      '/api/v1/items/campaigns': page('items', []),
      '/api/v1/stores/popular': page('stores', [aStore({ name: 'Smash Club' })]),
      '/api/v1/stores/latest': page('stores', []),
      '/api/v1/items/popular': page('items', [burger]),
      '/api/v1/items/latest': page('items', []),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Food' })).toBeInTheDocument();
    expect(screen.getByRole('search')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Burgers' })).toHaveAttribute('href', '/category/5');
    expect(screen.getByRole('heading', { name: 'Popular restaurants' })).toBeInTheDocument();
    expect(await screen.findByText('Smash Club')).toBeInTheDocument();
    const popularFoods = screen.getByRole('heading', { name: 'Popular foods' }).closest('section') as HTMLElement;
    expect(await within(popularFoods).findByRole('heading', { level: 3, name: 'Blue cheese burger' })).toBeInTheDocument();
    expect(await within(popularFoods).findByRole('img', { name: 'Non Veg' })).toBeInTheDocument();
    expect(await screen.findByText('No restaurants found')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Campaigns running now' })).toBeNull();
  });

  it('asks for store lists with the module and zone headers, 12 a page', async () => {
    window.localStorage.setItem('zoneid', '[1]');
    const requests = renderAt('/home', EMPTY_HOME);
    await screen.findAllByText('No restaurants found');
    const popular = requests.find((r) => r.url.includes('/api/v1/stores/popular'));
    expect(new URL(popular?.url ?? '').searchParams.get('limit')).toBe('12');
    expect(popular?.headers.get('moduleId')).toBe('1');
    expect(popular?.headers.get('zoneId')).toBe('[1]');
  });

  it("search says 'Sorry no data found related to your search.' when nothing matches", async () => {
    const requests = renderAt('/search?name=zzz', { '/api/v1/items/search': page('items', []) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Results for “zzz”' })).toBeInTheDocument();
    expect(await screen.findByText('Sorry no data found related to your search.')).toBeInTheDocument();
    expect(new URL(requests.find((r) => r.url.includes('/items/search'))?.url ?? '').searchParams.get('name')).toBe('zzz');
  });

  it('search lists what matches', async () => {
    renderAt('/search?name=lem', { '/api/v1/items/search': page('items', [anItem()]) });
    expect(await screen.findByRole('heading', { level: 3, name: 'Lemons' })).toBeInTheDocument();
    expect(screen.queryByText('Sorry no data found related to your search.')).toBeNull();
  });

  it("a store page shows the store's header and its items, asked for in the store's module and zone", async () => {
    const requests = renderAt('/store/smash-club?id=smash-club&module_id=1&module_type=food&store_zone_id=2', {
      '/api/v1/stores/details/smash-club': { body: aStore({ id: 4, name: 'Smash Club', module_id: 1, zone_id: 2 }) },
      '/api/v1/categories': page('categories', []),
      '/api/v1/items/latest': page('items', [aFoodItem()]),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Smash Club' })).toBeInTheDocument();
    expect(screen.getByText('€20.00')).toBeInTheDocument(); // minimum order
    expect(await screen.findByRole('heading', { level: 3, name: 'Chai latte' })).toBeInTheDocument();
    const items = requests.find((r) => r.url.includes('/items/latest'));
    expect(new URL(items?.url ?? '').searchParams.get('store_id')).toBe('4');
    expect(items?.headers.get('zoneId')).toBe('[2]');
  });

  it("a store page offers its module's item filters and asks for the chosen ones; veg and non-veg exclude each other", async () => {
    const requests = renderAt('/store/smash-club?id=smash-club&module_id=1&module_type=food&store_zone_id=2', {
      '/api/v1/stores/details/smash-club': { body: aStore({ id: 4, name: 'Smash Club', module_id: 1, zone_id: 2 }) },
      '/api/v1/categories': page('categories', []),
      '/api/v1/items/latest': page('items', [aFoodItem()]),
    });
    const filters = await screen.findByRole('group', { name: 'Filters' });
    expect(within(filters).getAllByRole('button').map((chip) => chip.textContent)).toEqual(['Veg', 'Non Veg', 'Halal']);
    const user = userEvent.setup();
    await user.click(within(filters).getByRole('button', { name: 'Non Veg' }));
    await user.click(within(filters).getByRole('button', { name: 'Halal' }));
    await user.click(within(filters).getByRole('button', { name: 'Veg' }));
    expect(within(filters).getByRole('button', { name: 'Veg' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(filters).getByRole('button', { name: 'Non Veg' })).toHaveAttribute('aria-pressed', 'false');
    const asked = () => requests.filter((r) => r.url.includes('/items/latest')).map((r) => new URL(r.url).searchParams.get('filter'));
    await vi.waitFor(() => expect(asked()).toContain('veg,halal'));
    expect(asked()).toEqual(expect.arrayContaining([null, 'non_veg', 'non_veg,halal', 'veg,halal']));
  });

  it("a store page offers a guest its wishlist heart, which says 'You are not logged in.'", async () => {
    renderAt('/store/smash-club?id=smash-club&module_id=1&module_type=food&store_zone_id=2', {
      '/api/v1/stores/details/smash-club': { body: aStore({ id: 4, name: 'Smash Club', module_id: 1, zone_id: 2 }) },
      '/api/v1/categories': page('categories', []),
      '/api/v1/items/latest': page('items', []),
    });
    const header = (await screen.findByRole('heading', { level: 1, name: 'Smash Club' })).closest('header') as HTMLElement;
    const heart = await within(header).findByRole('button', { name: 'Add to wishlist' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(heart);
    expect(await screen.findByText('You are not logged in.')).toBeInTheDocument();
  });

  it('a store page offers no veg or non-veg filter, and its cards no veg mark, when toggle_veg_non_veg is off', async () => {
    renderAt(
      '/store/smash-club?id=smash-club&module_id=1&module_type=food&store_zone_id=2',
      {
        '/api/v1/stores/details/smash-club': { body: aStore({ id: 4, name: 'Smash Club', module_id: 1, zone_id: 2 }) },
        '/api/v1/categories': page('categories', []),
        '/api/v1/items/latest': page('items', [aFoodItem({ veg: 1 })]),
      },
      { ...CONFIG, toggle_veg_non_veg: false },
    );
    const filters = await screen.findByRole('group', { name: 'Filters' });
    expect(within(filters).getAllByRole('button').map((chip) => chip.textContent)).toEqual(['Halal']);
    const card = (await screen.findByRole('heading', { level: 3, name: 'Chai latte' })).closest('article') as HTMLElement;
    expect(within(card).queryByRole('img', { name: 'Veg' })).toBeNull();
  });

  it('home shows the running flash sales with what is left and when each ends', async () => {
    const sale = aFoodItem({ id: 77, name: 'Flash pancakes', flash_sale: 1, flash_sale_ends: '2030-11-28 20:00', stock: 7 });
    renderAt('/home', { ...EMPTY_HOME, '/api/v1/items/flash-sale': page('items', [sale]) });
    const section = (await screen.findByRole('heading', { name: 'Flash sale' })).closest('section');
    expect(section).not.toBeNull();
    expect(within(section as HTMLElement).getByRole('heading', { level: 3, name: 'Flash pancakes' })).toBeInTheDocument();
    expect(within(section as HTMLElement).getByText('7 left')).toBeInTheDocument();
    expect(within(section as HTMLElement).getByText(`Ends ${formatSaleEnd('2030-11-28 20:00', 'en')}`)).toBeInTheDocument();
  });

  it('opens the quick view of a food item from its card, with the item already there', async () => {
    const latte = aFoodItem();
    renderAt('/search?name=chai', {
      '/api/v1/items/search': page('items', [latte]),
      [`/api/v1/items/details/${latte.id}`]: { body: latte },
    });
    await userEvent.click(await screen.findByRole('link', { name: 'Chai latte' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { level: 2, name: 'Chai latte' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Add to wishlist' })).toBeInTheDocument();
  });
});
