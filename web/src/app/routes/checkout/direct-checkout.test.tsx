import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DirectCheckout } from '@/app/routes/checkout/direct-checkout';
import type { Quote } from '@/features/checkout/types';
import type { DirectCheckout as Choice } from '@/shared/state/checkout';
import { demoStore } from '@/test/fixtures/catalogue';
import { CONFIG, marketplaceClock, MODULES, moduleOf } from '@/test/fixtures/marketplace';
import { fakeApi } from '@/test/fake-api';
import { TestProviders } from '@/test/providers';

const STORE = demoStore('grocery', {
  id: 7,
  delivery: 0,
  take_away: 1,
  // Open all day, so the test has a Now slot at any hour.
  schedules: [0, 1, 2, 3, 4, 5, 6].map((day) => ({ store_id: 7, day, opening_time: '00:00', closing_time: '23:59' })),
});

const CHOICE: Choice = {
  page: 'buy_now',
  module_id: STORE.module_id,
  store_id: 7,
  name: 'Organic bananas',
  image: null,
  options: ['Size: 1 kg'],
  item: { item_id: 31, model: 'Item', quantity: 3, variation: [{ type: '1kg' }], add_on_ids: [], add_on_qtys: [] },
};

const QUOTE: Quote = {
  store_id: 7,
  subtotal: 7.5,
  item_discount: 0,
  store_discount: 0,
  coupon_discount: 0,
  tax: 0.5,
  tax_included: false,
  delivery_fee: 0,
  extra_fee: 0,
  extra_fee_name: 'Service charge',
  total: 8,
  distance_km: 0,
  free_delivery_over: null,
  minimum_order: 0,
  missing_for_minimum: 0,
  refusals: [],
  wallet_balance: 0,
  wallet_pays: 0,
  rest_to_pay: 8,
  cashback: 0,
  referral_discount: 0,
};

const CONTACT = { contact_person_name: 'Grace Hopper', contact_person_number: '+33611223344', address: '35 Rue Montorgueil' };

function renderPage(page: 'buy_now' | 'campaign') {
  render(
    <MemoryRouter>
      <DirectCheckout page={page} config={{ ...CONFIG, cash_on_delivery: true, schedule_order: true }} />
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
afterEach(() => window.sessionStorage.clear());

describe('Buy Now’s checkout', () => {
  it('prices and places the chosen item alone (kept for the tab), never the cart', async () => {
    window.sessionStorage.setItem('direct-checkout', JSON.stringify(CHOICE));
    const requests = fakeApi({
      '/api/v1/config': { body: CONFIG },
      '/api/v1/config/clock': { body: marketplaceClock() },
      [`/api/v1/stores/details/7`]: { body: STORE },
      '/api/v1/customer/order/quote': { body: QUOTE },
      '/api/v1/customer/order/place': { body: { message: 'Order placed successfully', order_id: 58, total_ammount: 8, total_amount: 8 } },
    });
    renderPage('buy_now');

    expect(await screen.findByText('Organic bananas')).toBeInTheDocument();
    expect(screen.getByText('Size: 1 kg')).toBeInTheDocument();
    expect(screen.getByText('Quantity: 3')).toBeInTheDocument();
    expect(await screen.findAllByText('€8.00')).not.toHaveLength(0);
    expect(screen.queryByText('Your cart is empty')).toBeNull();
    const quote = (await bodiesOf(requests, '/api/v1/customer/order/quote')).at(-1);
    expect(quote).toMatchObject({ order_type: 'take_away', guest_id: 'guest-1', item: CHOICE.item });
    expect(requests.find((r) => r.headers.get('moduleId') !== null && new URL(r.url).pathname.endsWith('/quote'))?.headers.get('moduleId')).toBe(String(STORE.module_id));

    await userEvent.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByText('Order placed successfully')).toBeInTheDocument();
    const [placed] = await bodiesOf(requests, '/api/v1/customer/order/place');
    expect(placed).toMatchObject({ item: CHOICE.item, contact_person_name: 'Grace Hopper', order_type: 'take_away' });
    expect(requests.some((r) => new URL(r.url).pathname.includes('/customer/cart'))).toBe(false);
    // The choice is spent: a reload offers nothing to order twice.
    await waitFor(() => expect(window.sessionStorage.getItem('direct-checkout')).toBe('null'));
  }, 20_000);

  it('asks for the prescription of an item that needs one, as the cart’s checkout does, and orders it with the image', async () => {
    const pharmacy = moduleOf('pharmacy');
    const rx: Choice = { ...CHOICE, module_id: pharmacy.id, name: 'Tramadol 50 mg', options: [], prescription_required: true, item: { ...CHOICE.item, variation: [] } };
    window.sessionStorage.setItem('direct-checkout', JSON.stringify(rx));
    const requests = fakeApi({
      '/api/v1/config': { body: CONFIG },
      '/api/v1/config/clock': { body: marketplaceClock() },
      '/api/v1/module': { body: MODULES },
      [`/api/v1/stores/details/7`]: { body: { ...STORE, module_id: pharmacy.id } },
      '/api/v1/customer/order/quote': { body: QUOTE },
      '/api/v1/customer/order/prescription': { body: { prescription_ids: [12] } },
      '/api/v1/customer/order/place': { body: { message: 'Order placed successfully', order_id: 59, total_ammount: 8, total_amount: 8 } },
    });
    renderPage('buy_now');
    expect(await screen.findByText('Tramadol 50 mg')).toBeInTheDocument();
    // The prompt, and the place-order bar's reason for waiting.
    await waitFor(() => expect(screen.getAllByText('Please upload your prescription image')).toHaveLength(2));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Place order' })).toBeDisabled());
    await userEvent.upload(screen.getByTestId('prescription-input'), new File([new Uint8Array([0xff, 0xd8])], 'rx.jpg', { type: 'image/jpeg' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Place order' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByText('Order placed successfully')).toBeInTheDocument();
    const [placed] = await bodiesOf(requests, '/api/v1/customer/order/place');
    expect(placed).toMatchObject({ item: rx.item, prescription_ids: [12] });
  }, 20_000);

  it('explains plainly when nothing was chosen, and leads back to shopping', async () => {
    fakeApi({});
    renderPage('buy_now');
    expect(await screen.findByText('No item chosen')).toBeInTheDocument();
    expect(screen.queryByText('Your cart is empty')).toBeNull();
    expect(screen.getByRole('button', { name: 'Continue shopping' })).toBeInTheDocument();
  });

  it('does not take a Buy Now choice for Order Now’s campaign page', async () => {
    window.sessionStorage.setItem('direct-checkout', JSON.stringify(CHOICE));
    fakeApi({ [`/api/v1/stores/details/7`]: { body: STORE } });
    renderPage('campaign');
    expect(await screen.findByText('No item chosen')).toBeInTheDocument();
  });

  it('shows the server’s refusal of the item (no longer on sale) and keeps Place order disabled', async () => {
    window.sessionStorage.setItem('direct-checkout', JSON.stringify({ ...CHOICE, page: 'campaign', item: { ...CHOICE.item, model: 'ItemCampaign' } }));
    fakeApi({
      [`/api/v1/stores/details/7`]: { body: STORE },
      '/api/v1/customer/order/quote': { status: 404, body: { errors: [{ code: 'item', message: 'Item not found.' }] } },
    });
    renderPage('campaign');
    expect(await screen.findByText('Item not found.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Place order' })).toBeDisabled();
  });
});
