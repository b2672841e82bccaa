import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { PrescriptionCheckout } from '@/app/routes/checkout/prescription-checkout';
import type { Quote } from '@/features/checkout/types';
import { demoStore } from '@/test/fixtures/catalogue';
import { CONFIG, marketplaceClock, MODULES } from '@/test/fixtures/marketplace';
import { fakeApi } from '@/test/fake-api';
import { TestProviders } from '@/test/providers';

// Open all day, so the test has a Now slot at any hour; take-away, so no address is needed.
const ALL_DAY = [0, 1, 2, 3, 4, 5, 6].map((day) => ({ store_id: 9, day, opening_time: '00:00', closing_time: '23:59' }));
const PHARMACY = demoStore('pharmacy', { id: 9, name: 'Green Cross Pharmacy', delivery: 0, take_away: 1, schedules: ALL_DAY });
const GROCER = demoStore('grocery', { id: 10, schedules: ALL_DAY });

const QUOTE: Quote = {
  store_id: 9,
  subtotal: 0,
  item_discount: 0,
  store_discount: 0,
  coupon_discount: 0,
  tax: 0,
  tax_included: false,
  delivery_fee: 0,
  extra_fee: 1.5,
  extra_fee_name: 'Service charge',
  total: 1.5,
  distance_km: 0,
  free_delivery_over: null,
  minimum_order: 0,
  missing_for_minimum: 0,
  refusals: [],
  wallet_balance: 0,
  wallet_pays: 0,
  rest_to_pay: 1.5,
  cashback: 0,
  referral_discount: 0,
};

const CONTACT = { contact_person_name: 'Grace Hopper', contact_person_number: '+33611223344', address: '35 Rue Montorgueil' };

function renderPage(storeId: number | null, config = CONFIG) {
  render(
    <MemoryRouter>
      <PrescriptionCheckout storeId={storeId} config={{ ...config, cash_on_delivery: true, schedule_order: true }} />
    </MemoryRouter>,
    { wrapper: TestProviders },
  );
}

const bodiesOf = (requests: Request[], path: string) =>
  Promise.all(requests.filter((r) => new URL(r.url).pathname === path).map(async (r) => (await r.clone().json()) as Record<string, unknown>));

beforeEach(() => {
  window.localStorage.setItem('guest_id', JSON.stringify('guest-1'));
  window.localStorage.setItem('guest-user-info', JSON.stringify(CONTACT));
});

describe('an order of prescription images alone', () => {
  it('quotes the pharmacy’s delivery, waits for an image, and places the images with the store, without the cart', async () => {
    const requests = fakeApi({
      '/api/v1/config': { body: CONFIG },
      '/api/v1/config/clock': { body: marketplaceClock() },
      '/api/v1/module': { body: MODULES },
      '/api/v1/stores/details/9': { body: PHARMACY },
      '/api/v1/customer/order/quote': { body: QUOTE },
      '/api/v1/customer/order/prescription': { body: { prescription_ids: [31] } },
      '/api/v1/customer/order/place': { body: { message: 'Order placed successfully', order_id: 77, total_ammount: 1.5, total_amount: 1.5 } },
    });
    renderPage(9);
    expect(await screen.findByText('Pharmacy: Green Cross Pharmacy')).toBeInTheDocument();
    expect(await screen.findAllByText('€1.50')).not.toHaveLength(0);
    const quote = (await bodiesOf(requests, '/api/v1/customer/order/quote')).at(-1);
    expect(quote).toMatchObject({ store_id: 9, order_type: 'take_away', guest_id: 'guest-1' });
    expect(quote).not.toHaveProperty('item');
    // Nothing to discount: no coupon; the images are required.
    expect(screen.queryByRole('textbox', { name: 'Coupon code' })).toBeNull();
    expect(screen.getByText('(required)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Place order' })).toBeDisabled();

    await userEvent.upload(screen.getByTestId('prescription-input'), new File([new Uint8Array([0xff, 0xd8])], 'rx.jpg', { type: 'image/jpeg' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Place order' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByText('Order placed successfully')).toBeInTheDocument();
    const [placed] = await bodiesOf(requests, '/api/v1/customer/order/place');
    expect(placed).toMatchObject({ store_id: 9, prescription_ids: [31], contact_person_name: 'Grace Hopper', order_type: 'take_away' });
    expect(placed).not.toHaveProperty('item');
    expect(requests.some((r) => new URL(r.url).pathname.includes('/customer/cart'))).toBe(false);
  }, 20_000);

  it('says so for a store that takes no prescription order, and asks nothing of the server', async () => {
    const requests = fakeApi({
      '/api/v1/module': { body: MODULES },
      '/api/v1/stores/details/10': { body: GROCER },
      '/api/v1/stores/details/11': { body: { ...PHARMACY, id: 11, prescription_order: 0 } },
    });
    renderPage(10);
    expect(await screen.findByText('No prescription order here')).toBeInTheDocument();
    renderPage(11);
    await waitFor(() => expect(screen.getAllByText('No prescription order here')).toHaveLength(2));
    renderPage(null);
    await waitFor(() => expect(screen.getAllByText('No prescription order here')).toHaveLength(3));
    expect(requests.some((r) => new URL(r.url).pathname.endsWith('/quote'))).toBe(false);
  });

  it('says so while the marketplace takes no prescription order', async () => {
    fakeApi({ '/api/v1/module': { body: MODULES }, '/api/v1/stores/details/9': { body: PHARMACY } });
    renderPage(9, { ...CONFIG, prescription_order_status: false });
    expect(await screen.findByText('No prescription order here')).toBeInTheDocument();
  });
});
