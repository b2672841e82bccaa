import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CartCheckout } from '@/app/routes/checkout/cart-checkout';
import { shopperWithLocation } from '@/features/cart/test/cart-server';
import type { Quote } from '@/features/checkout/types';
import { cartLine } from '@/test/fixtures/cart';
import { demoStore, FOOD_DETAIL, ITEMS } from '@/test/fixtures/catalogue';
import { CONFIG, marketplaceClock } from '@/test/fixtures/marketplace';
import { fakeApi } from '@/test/fake-api';
import { TestProviders } from '@/test/providers';

const STORE = demoStore('grocery', {
  id: ITEMS.plain.store_id,
  delivery: 0,
  take_away: 1,
  schedules: [0, 1, 2, 3, 4, 5, 6].map((day) => ({ store_id: ITEMS.plain.store_id, day, opening_time: '00:00', closing_time: '23:59' })),
});

// A plain line, and one with a chosen group and an add-on: the summary names both as the cart does.
const LINES = [
  cartLine(1, ITEMS.plain, 2),
  cartLine(2, { ...FOOD_DETAIL, store_id: ITEMS.plain.store_id }, 1, {
    variation: [{ name: 'Cooking', values: [{ label: 'Medium', optionPrice: 0 }] }],
    add_on_ids: [1],
    add_on_qtys: [2],
    price: 22.21,
  }),
];

const QUOTE: Quote = {
  store_id: STORE.id,
  subtotal: 30.61,
  item_discount: 0,
  store_discount: 0,
  coupon_discount: 0,
  tax: 0,
  tax_included: false,
  delivery_fee: 0,
  extra_fee: 0,
  extra_fee_name: 'Service charge',
  total: 30.61,
  distance_km: 0,
  free_delivery_over: null,
  minimum_order: 0,
  missing_for_minimum: 0,
  refusals: [],
  wallet_balance: 0,
  wallet_pays: 0,
  rest_to_pay: 30.61,
  cashback: 0,
  referral_discount: 0,
};

beforeEach(() => {
  shopperWithLocation(STORE.module_id);
  window.localStorage.setItem('guest_id', JSON.stringify('guest-1'));
});
afterEach(() => vi.unstubAllGlobals());

describe('the cart’s checkout', () => {
  it('lists what the cart orders: each line’s name, options, quantity and the server’s total', async () => {
    fakeApi({
      '/api/v1/config': { body: CONFIG },
      '/api/v1/config/clock': { body: marketplaceClock() },
      '/api/v1/customer/cart/list': { body: LINES },
      [`/api/v1/stores/details/${STORE.id}`]: { body: STORE },
      '/api/v1/customer/order/quote': { body: QUOTE },
    });
    render(
      <MemoryRouter>
        <CartCheckout config={{ ...CONFIG, cash_on_delivery: true }} />
      </MemoryRouter>,
      { wrapper: TestProviders },
    );
    const list = await screen.findByRole('list', { name: 'Items in this order' });
    const loaf = within(list).getByRole('group', { name: `${ITEMS.plain.name}, quantity 2` });
    expect(loaf).toHaveTextContent('€8.40');
    const burger = within(list).getByRole('group', { name: `${FOOD_DETAIL.name}, quantity 1` });
    expect(burger).toHaveTextContent('Cooking: Medium');
    expect(burger).toHaveTextContent('€22.21');
    expect(within(list).getAllByRole('group')).toHaveLength(2);
  });
});
