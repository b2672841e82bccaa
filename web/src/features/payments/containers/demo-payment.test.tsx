import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { DemoPayment } from '@/features/payments/containers/demo-payment';
import { fakeApi, type FakeRoute } from '@/test/fake-api';
import { TestProviders } from '@/test/providers';

vi.setConfig({ testTimeout: 20_000 });

const PENDING = { amount: 23.5, currency_code: 'EUR', purpose: 'order', order_id: 41, status: 'pending', return_url: '/my-orders/41' };
const money = (amount: number) => `€${amount.toFixed(2)}`;

function renderPage(route: FakeRoute) {
  const requests = fakeApi({ '/api/v1/payments/demo/tok-41': route });
  const router = createMemoryRouter(
    [
      { path: '/payment/demo/:token', element: <DemoPayment token="tok-41" formatMoney={money} /> },
      { path: '/my-orders/:id', element: <p>The order’s page</p> },
      { path: '/wallet', element: <p>The wallet</p> },
    ],
    { initialEntries: ['/payment/demo/tok-41'] },
  );
  render(<RouterProvider router={router} />, { wrapper: TestProviders });
  return { requests, router };
}

describe('the demo gateway’s page', () => {
  it('says it is a demo, shows what is paid and for what, posts the outcome and goes where the answer says', async () => {
    const { requests, router } = renderPage(async (request) =>
      request.method === 'POST' ? { body: { ...PENDING, status: 'succeeded' } } : { body: PENDING },
    );
    expect(await screen.findByRole('heading', { name: 'Demo payment — no real money moves' })).toBeInTheDocument();
    expect(screen.getByText('€23.50')).toBeInTheDocument();
    expect(screen.getByText('Order #41')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-orders/41'));
    const posted = requests.find((request) => request.method === 'POST')!;
    expect(await posted.json()).toEqual({ outcome: 'succeed' });
  });

  it('declines or abandons with the same posting', async () => {
    const { requests, router } = renderPage(async (request) =>
      request.method === 'POST'
        ? { body: { ...PENDING, purpose: 'add_fund', order_id: null, status: 'abandoned', return_url: '/wallet?payment=abandoned' } }
        : { body: { ...PENDING, purpose: 'add_fund', order_id: null } },
    );
    expect(await screen.findByText('Adding funds to your wallet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Decline' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Abandon' }));
    await waitFor(() => expect(router.state.location.search).toBe('?payment=abandoned'));
    expect(router.state.location.pathname).toBe('/wallet');
    expect(await requests.find((request) => request.method === 'POST')!.json()).toEqual({ outcome: 'abandon' });
  });

  it('says how a settled payment ended and leads back, without the outcome buttons', async () => {
    const { router } = renderPage({ body: { ...PENDING, status: 'declined' } });
    expect(await screen.findByText('This payment was declined: no money was taken.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-orders/41'));
  });

  it('says plainly that an unknown payment is not found', async () => {
    renderPage({ status: 404, body: { errors: [{ code: 'not_found', message: 'Not Found' }] } });
    expect(await screen.findByText('Payment not found')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay' })).toBeNull();
  });
});
