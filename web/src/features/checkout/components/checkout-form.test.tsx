import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CheckoutForm, type CheckoutFormProps } from '@/features/checkout/components/checkout-form';
import type { Quote } from '@/features/checkout/types';
import { fakeApi } from '@/test/fake-api';
import { checkoutFormProps } from '@/test/fixtures/checkout-form';
import { TestProviders } from '@/test/providers';

const QUOTE: Quote = {
  store_id: 3,
  subtotal: 20,
  item_discount: 0,
  store_discount: 0,
  coupon_discount: 0,
  tax: 1,
  tax_included: false,
  delivery_fee: 2.5,
  extra_fee: 0,
  extra_fee_name: "Service charge",
  total: 23.5,
  distance_km: 1.2,
  free_delivery_over: null,
  minimum_order: 0,
  missing_for_minimum: 0,
  refusals: [],
  wallet_balance: 0,
  wallet_pays: 0,
  rest_to_pay: 23.5,
  cashback: 0,
  referral_discount: 0,
};

function renderForm(overrides: Partial<CheckoutFormProps> = {}) {
  const onPlaced = vi.fn();
  render(<CheckoutForm {...checkoutFormProps({ onPlaced, ...overrides })} />, { wrapper: TestProviders });
  return { onPlaced };
}

const bodies = async (requests: Request[], path: string) =>
  Promise.all(requests.filter((r) => new URL(r.url).pathname === path).map(async (r) => ({ body: (await r.clone().json()) as Record<string, unknown>, key: r.headers.get('Idempotency-Key') })));

afterEach(() => vi.unstubAllGlobals());

describe('the checkout form', () => {
  it('shows the quote’s total and places one order per attempt, with one Idempotency-Key for repeated clicks', async () => {
    const requests = fakeApi({
      '/api/v1/customer/order/quote': { body: QUOTE },
      '/api/v1/customer/order/place': { body: { message: 'Order placed successfully', order_id: 41, total_ammount: 23.5, total_amount: 23.5 } },
    });
    const { onPlaced } = renderForm();
    expect(await screen.findAllByText('€23.50')).not.toHaveLength(0);
    const [quote] = await bodies(requests, '/api/v1/customer/order/quote');
    expect(quote?.body).toMatchObject({ guest_id: 'guest-1', order_type: 'delivery', latitude: 48.86, longitude: 2.34, schedule_at: null });
    const place = screen.getByRole('button', { name: 'Place order' });
    await userEvent.dblClick(place);
    await waitFor(() => expect(onPlaced).toHaveBeenCalled());
    const placed = await bodies(requests, '/api/v1/customer/order/place');
    expect(new Set(placed.map((p) => p.key)).size).toBe(1);
    expect(placed[0]?.key).toMatch(/^[\w-]{8,64}$/);
    expect(placed[0]?.body).toMatchObject({ contact_person_name: 'Grace Hopper', payment_method: 'cash_on_delivery', order_type: 'delivery' });
    expect(onPlaced.mock.calls[0]?.[0]).toMatchObject({ order_id: 41 });
  });

  it('shows what the items lack to reach the store’s minimum order, as the server counts it, and holds the order', async () => {
    const message = 'The minimum order at this store is 20.00; add 15.20 more to order.';
    fakeApi({
      '/api/v1/customer/order/quote': { body: { ...QUOTE, minimum_order: 20, missing_for_minimum: 15.2, refusals: [{ code: 'minimum_order', message }] } },
    });
    renderForm();
    expect(await screen.findByText('Add €15.20 more to reach the store\'s minimum order of €20.00.')).toBeVisible();
    expect(screen.getByText(message)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Place order' })).toBeDisabled();
  });

  it('holds a prescription order until an image is sent, then places it with the image ids', async () => {
    const requests = fakeApi({
      '/api/v1/customer/order/quote': { body: QUOTE },
      '/api/v1/customer/order/prescription': { body: { prescription_ids: [7] } },
      '/api/v1/customer/order/place': { body: { message: 'Order placed successfully', order_id: 42, total_ammount: 23.5, total_amount: 23.5 } },
    });
    const { onPlaced } = renderForm({ prescriptions: { required: true } });
    expect(await screen.findAllByText('€23.50')).not.toHaveLength(0);
    expect(screen.getAllByText('Please upload your prescription image')).toHaveLength(2); // the prompt, and why placing waits
    expect(screen.getByRole('button', { name: 'Place order' })).toBeDisabled();
    const file = new File([new Uint8Array([0x89, 0x50])], 'rx.png', { type: 'image/png' });
    await userEvent.upload(screen.getByTestId('prescription-input'), file);
    const sent = requests.find((r) => new URL(r.url).pathname === '/api/v1/customer/order/prescription');
    const form = await sent?.clone().formData();
    expect(form?.get('guest_id')).toBe('guest-1');
    expect(form?.get('images')).toMatchObject({ size: 2, type: 'image/png' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Place order' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(onPlaced).toHaveBeenCalled());
    const [placed] = await bodies(requests, '/api/v1/customer/order/place');
    expect(placed?.body).toMatchObject({ prescription_ids: [7] });
  });

  it('offers no prescription upload outside a module that takes them', async () => {
    fakeApi({ '/api/v1/customer/order/quote': { body: QUOTE } });
    renderForm();
    expect(await screen.findAllByText('€23.50')).not.toHaveLength(0);
    expect(screen.queryByText('Please upload your prescription image')).toBeNull();
  });

  it('sends an applied coupon with the quote and shows the server’s refusal of another', async () => {
    const requests = fakeApi({
      '/api/v1/customer/order/quote': { body: { ...QUOTE, coupon_discount: 2, total: 21.5 } },
      '/api/v1/coupon/apply': { status: 404, body: { errors: [{ code: 'coupon', message: 'Coupon not found.' }] } },
    });
    renderForm();
    await userEvent.type(await screen.findByRole('textbox', { name: 'Coupon code' }), 'NOPE');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Coupon not found.');
    const quotes = await bodies(requests, '/api/v1/customer/order/quote');
    expect(quotes.every((q) => q.body.coupon_code === null)).toBe(true);
  });

  it('shows the quote’s refusals and keeps the order from being placed', async () => {
    fakeApi({
      '/api/v1/customer/order/quote': {
        body: { ...QUOTE, refusals: [{ code: 'payment_method', message: 'The total amount of the order, exceeds maximum amount of the cash on delivery method' }] },
      },
    });
    renderForm();
    expect(await screen.findByText('The total amount of the order, exceeds maximum amount of the cash on delivery method')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Place order' })).toBeDisabled();
  });

  it('shows the quote’s extra fee under the name the server gives it', async () => {
    fakeApi({ '/api/v1/customer/order/quote': { body: { ...QUOTE, extra_fee: 1.5, extra_fee_name: 'Frais de service', total: 25 } } });
    renderForm();
    expect((await screen.findByText('Frais de service')).nextSibling).toHaveTextContent('+ €1.50');
  });

  it('asks for the contact info before anything is placed', async () => {
    fakeApi({ '/api/v1/customer/order/quote': { body: QUOTE } });
    renderForm({ destination: null, missing: 'contact', orderType: 'take_away' });
    expect(await screen.findByText('Add your contact info first.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Place order' })).toBeDisabled();
  });

  it('says why the cart cannot be priced (the server’s message)', async () => {
    fakeApi({ '/api/v1/customer/order/quote': { status: 422, body: { errors: [{ code: 'zone', message: 'Service not available in this area' }] } } });
    renderForm();
    expect(await screen.findByText('Service not available in this area')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Place order' })).toBeDisabled();
  });
});
