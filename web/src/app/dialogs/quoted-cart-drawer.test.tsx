import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import QuotedCartDrawer from '@/app/dialogs/quoted-cart-drawer';
import { shopperWithLocation } from '@/features/cart/test/cart-server';
import type { CartLine } from '@/features/cart/types';
import { demoItem } from '@/test/fixtures/catalogue';
import { fakeApi } from '@/test/fake-api';
import { TestProviders } from '@/test/providers';

const LEMONS = demoItem('grocery', { id: 7, name: 'Lemons', store_id: 3, price: 4 });
const LINE: CartLine = {
  id: 4,
  item_id: LEMONS.id,
  model: 'Item',
  item: LEMONS,
  quantity: 2,
  variation: [],
  add_on_ids: [],
  add_on_qtys: [],
  unit_price: 4,
  price: 8,
  saved: 0,
  store_id: 3,
  module_id: LEMONS.module_id,
};

const QUOTE = {
  store_id: 3,
  subtotal: 8,
  item_discount: 0,
  store_discount: 0,
  coupon_discount: 0,
  tax: 0,
  tax_included: false,
  delivery_fee: 0,
  extra_fee: 0,
  total: 8,
  distance_km: 0,
  refusals: [],
};

function renderDrawer(freeDeliveryOver: number | null) {
  shopperWithLocation();
  window.localStorage.setItem('guest_id', '"guest-1"');
  const requests = fakeApi({
    '/api/v1/config': { body: { currency_symbol: '€', digit_after_decimal_point: 2, free_delivery_over: null, guest_checkout_status: 1 } },
    '/api/v1/customer/cart/list': { body: [LINE] },
    '/api/v1/customer/order/quote': { body: { ...QUOTE, free_delivery_over: freeDeliveryOver } },
  });
  render(
    <MemoryRouter>
      <QuotedCartDrawer open onClose={() => undefined} />
    </MemoryRouter>,
    { wrapper: TestProviders },
  );
  return requests;
}

describe('the cart drawer’s free-delivery bar', () => {
  it('uses the store’s threshold from the quote when the config sets none', async () => {
    const requests = renderDrawer(30);
    expect(await screen.findByText(/Add €22.00 more to get free delivery/)).toBeInTheDocument();
    const quote = requests.find((request) => new URL(request.url).pathname === '/api/v1/customer/order/quote');
    expect(await quote?.clone().json()).toMatchObject({ order_type: 'take_away', guest_id: 'guest-1' });
  });

  it('shows no bar when neither the store nor the marketplace sets a threshold', async () => {
    const requests = renderDrawer(null);
    await waitFor(() => expect(requests.some((request) => new URL(request.url).pathname === '/api/v1/customer/order/quote')).toBe(true));
    expect(await screen.findByText('Lemons')).toBeInTheDocument();
    expect(screen.queryByText(/more to get free delivery/)).toBeNull();
  });
});
