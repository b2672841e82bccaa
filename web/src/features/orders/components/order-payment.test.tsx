import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import useSWR from 'swr';
import { describe, expect, it, vi } from 'vitest';
import { OrderTracker } from '@/features/orders/components/order-tracker';
import { apiFetch } from '@/shared/api/client';
import { swrKeys } from '@/shared/api/swr-keys';
import type { Order } from '@/features/orders/types';
import { fakeApi, type FakeRoute } from '@/test/fake-api';
import { contrastRatio } from '@/test/contrast';
import { TestProviders } from '@/test/providers';

vi.setConfig({ testTimeout: 20_000 });

const ORDER: Order = {
  id: 41,
  order_status: 'pending',
  order_type: 'delivery',
  payment_method: 'digital_payment',
  payment_status: 'failed',
  wallet_paid: 0,
  left_to_pay: 23.5,
  referral_discount: 0,
  delivery_man: null,
  is_reviewed: false,
  store_id: 3,
  store_name: 'Green Leaf Café',
  module_id: 2,
  created_at: '2026-11-26T08:00:00Z',
  schedule_at: null,
  order_amount: 23.5,
  subtotal: 20,
  item_discount: 0,
  store_discount: 0,
  coupon_discount: 0,
  tax: 1,
  delivery_fee: 2.5,
  extra_fee: 0,
  extra_fee_name: null,
  coupon_code: null,
  details_count: 1,
  cancellation_reason: null,
  delivery_address: {
    address: '35 Rue Montorgueil, 75002 Paris',
    latitude: 48.86,
    longitude: 2.34,
    contact_person_name: 'Grace Hopper',
    contact_person_number: '+33611223344',
    road: null,
    house: null,
    floor: null,
  },
  status_history: [{ status: 'pending', at: '2026-11-26T08:00:00Z' }],
};
const DEMO = { gateway: 'demo', gateway_title: 'Demo payment', gateway_image: '' } as const;
const money = (amount: number) => `€${amount.toFixed(2)}`;

/** A row of the order's payment details, by its label. */
async function detail(label: string) {
  return (await screen.findByText(label)).closest('.ant-descriptions-item')!;
}

/** What the header's cart count shows: the cart's lines as swr holds them. */
function CartCount() {
  const { data } = useSWR(swrKeys.cart(2, 'customer'), ([path]) => apiFetch<unknown[]>(path));
  return <p>{data === undefined ? 'cart loading' : `${data.length} in the cart`}</p>;
}

function renderOrder(order: Partial<Order>, answers: Record<string, FakeRoute> = {}) {
  const requests = fakeApi({
    '/api/v1/customer/order/track': { body: { ...ORDER, ...order } },
    '/api/v1/customer/order/details': { body: [] },
    ...answers,
  });
  // The live status stream is not offered here: the order is read by its call.
  vi.stubGlobal('EventSource', undefined);
  const router = createMemoryRouter(
    [
      { path: '/my-orders/:id', element: <OrderTracker orderId={41} guest={null} taxIncluded={false} formatPrice={money} gateways={[DEMO]} /> },
      { path: '/payment/demo/:token', element: <p>The demo gateway</p> },
    ],
    { initialEntries: ['/my-orders/41'] },
  );
  render(<RouterProvider router={router} />, { wrapper: TestProviders });
  return { requests, router };
}

describe('an order’s payment', () => {
  it('says a failed online payment took nothing, and pays it again through the gateway', async () => {
    const { requests, router } = renderOrder({}, { '/api/v1/customer/order/payment': { body: { payment_url: '/payment/demo/tok-42' } } });
    expect(await screen.findByText('Payment failed')).toBeInTheDocument();
    expect(screen.getByText('The payment failed: no money was taken. You can pay again.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment/demo/tok-42'));
    const sent = requests.find((request) => new URL(request.url).pathname === '/api/v1/customer/order/payment')!;
    expect(await sent.json()).toEqual({ order_id: 41, payment_gateway: 'demo' });
  });

  it('shows what the wallet paid and a partial payment as such, with nothing to pay again', async () => {
    renderOrder({ payment_method: 'partial_payment', payment_status: 'partially_paid', wallet_paid: 10, left_to_pay: 13.5 });
    expect(await screen.findByText('Partially paid')).toBeInTheDocument();
    expect(screen.getByText('Wallet and another method')).toBeInTheDocument();
    expect(screen.getByText('€10.00')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay now' })).toBeNull();
  });

  it('reads a paid order as paid, with nothing to pay', async () => {
    renderOrder({ payment_status: 'paid', left_to_pay: 0 });
    expect(await screen.findByText('Paid')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay now' })).toBeNull();
    expect(screen.queryByText(/Left to pay/)).toBeNull();
  });

  it('says what is left to pay online, as the server figures it, for a digital payment that failed', async () => {
    renderOrder({ left_to_pay: 21.5 });
    expect(await detail('Left to pay online')).toHaveTextContent('€21.50');
    expect(screen.queryByText('Left to pay on delivery')).toBeNull();
  });

  it('says what is left to pay on delivery: cash, or a partial payment’s cash rest', async () => {
    renderOrder({ payment_method: 'cash_on_delivery', payment_status: 'unpaid', left_to_pay: 23.5 });
    expect(await detail('Left to pay on delivery')).toHaveTextContent('€23.50');
    cleanup();
    renderOrder({ payment_method: 'partial_payment', payment_status: 'partially_paid', wallet_paid: 10, left_to_pay: 13.5 });
    expect(await detail('Left to pay on delivery')).toHaveTextContent('€13.50');
  });

  it('says what is left to pay online for a partial payment whose rest goes through a gateway, unpaid or failed', async () => {
    renderOrder({ payment_method: 'partial_payment', payment_status: 'unpaid', wallet_paid: 10, left_to_pay: 13.5 });
    expect(await detail('Left to pay online')).toHaveTextContent('€13.50');
    cleanup();
    renderOrder({ payment_method: 'partial_payment', payment_status: 'failed', wallet_paid: 10, left_to_pay: 13.5 });
    expect(await detail('Left to pay online')).toHaveTextContent('€13.50');
  });

  it('writes the payment status so that it reads: 4.5:1 or more on its tag', async () => {
    renderOrder({ payment_status: 'paid', left_to_pay: 0 });
    const tag = (await screen.findByText('Paid')).closest('.ant-tag')!;
    const drawn = getComputedStyle(tag);
    expect(contrastRatio(drawn.color, drawn.backgroundColor, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });

  it('reads the cart again once an online payment is confirmed: the server took the paid lines out of it', async () => {
    // The shopper comes back from the gateway to the order; the header's cart was read before paying.
    let lines: unknown[] = [{ id: 7 }];
    fakeApi({
      '/api/v1/customer/cart/list': () => ({ body: lines }),
      '/api/v1/customer/order/track': { body: { ...ORDER, payment_status: 'paid' } },
      '/api/v1/customer/order/details': { body: [] },
    });
    vi.stubGlobal('EventSource', undefined);
    const router = createMemoryRouter(
      [
        {
          element: (
            <>
              <CartCount />
              <Outlet />
            </>
          ),
          children: [
            { path: '/payment/demo/:token', element: <p>The demo gateway</p> },
            { path: '/my-orders/:id', element: <OrderTracker orderId={41} guest={null} taxIncluded={false} formatPrice={money} gateways={[DEMO]} /> },
          ],
        },
      ],
      { initialEntries: ['/payment/demo/tok-42'] },
    );
    render(<RouterProvider router={router} />, { wrapper: TestProviders });
    expect(await screen.findByText('1 in the cart')).toBeInTheDocument();
    // Paid: the server removed the order's lines from the cart.
    lines = [];
    await act(() => router.navigate('/my-orders/41'));
    expect(await screen.findByText('Paid')).toBeInTheDocument();
    expect(await screen.findByText('0 in the cart')).toBeInTheDocument();
  });

  it('never offers to pay a canceled order', async () => {
    renderOrder({ order_status: 'canceled', status_history: [{ status: 'canceled', at: '2026-11-26T08:02:00Z' }] });
    expect(await screen.findByText('Payment failed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay now' })).toBeNull();
  });

  it('shows the server’s refusal when the order was paid meanwhile', async () => {
    renderOrder({}, { '/api/v1/customer/order/payment': { status: 409, body: { errors: [{ code: 'payment_status', message: 'This order is already paid.' }] } } });
    await userEvent.click(await screen.findByRole('button', { name: 'Pay now' }));
    expect(await screen.findByText('This order is already paid.')).toBeInTheDocument();
  });
});
