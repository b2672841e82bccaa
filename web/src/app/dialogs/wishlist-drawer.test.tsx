import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import WishlistDrawer from '@/app/dialogs/wishlist-drawer';
import { useAtomValue } from '@/shared/state/app-store';
import { quickViewItemAtom } from '@/shared/state/dialogs';
import { ITEMS, SHOP_DETAIL, STORES } from '@/test/fixtures/catalogue';
import { fakeApi } from '@/test/fake-api';
import { TestProviders } from '@/test/providers';

function Where() {
  const location = useLocation();
  const quickView = useAtomValue(quickViewItemAtom);
  return <output data-testid="where">{JSON.stringify({ path: location.pathname + location.search, quickView })}</output>;
}

function renderDrawer() {
  window.localStorage.setItem('token', '"customer-token"');
  fakeApi({
    '/api/v1/config': { body: {} },
    '/api/v1/customer/wish-list': { body: { item: [ITEMS.plain, SHOP_DETAIL], store: [STORES.food] } },
  });
  const onClose = vi.fn();
  render(
    <MemoryRouter initialEntries={['/home']}>
      <WishlistDrawer open onClose={onClose} itemsLabel="items" storesLabel="restaurants" />
      <Where />
    </MemoryRouter>,
    { wrapper: TestProviders },
  );
  return onClose;
}

const where = () => JSON.parse(screen.getByTestId('where').textContent ?? '{}') as { path: string; quickView: number | null };

describe('the wishlist drawer (SPEC.md section 2)', () => {

  it('opens an item in the detail modal, and closes', async () => {
    const onClose = renderDrawer();
    await userEvent.click(await screen.findByRole('button', { name: ITEMS.plain.name }));
    expect(onClose).toHaveBeenCalled();
    expect(where()).toEqual({ path: '/home', quickView: ITEMS.plain.id });
  });

  it('takes an ecommerce item to its product page', async () => {
    renderDrawer();
    await userEvent.click(await screen.findByRole('button', { name: SHOP_DETAIL.name }));
    expect(where().path).toBe(`/product/${SHOP_DETAIL.id}?id=${SHOP_DETAIL.slug}&module_id=${SHOP_DETAIL.module_id}`);
  });

  it('takes a store to its store page', async () => {
    renderDrawer();
    await userEvent.click(await screen.findByRole('tab', { name: 'Restaurants' }));
    await userEvent.click(await screen.findByRole('button', { name: STORES.food.name }));
    expect(where().path).toMatch(new RegExp(`^/store/${STORES.food.slug}\\?id=${STORES.food.slug}&module_id=${STORES.food.module_id}&module_type=food&store_zone_id=`));
  });
});
