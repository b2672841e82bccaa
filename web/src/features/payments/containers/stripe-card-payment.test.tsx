import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { StripeCardPayment } from '@/features/payments/containers/stripe-card-payment';
import type { StripeCardElement, StripeConfirmation, StripeFactory } from '@/features/payments/stripe/stripe-js';
import { fakeApi, type FakeRoute } from '@/test/fake-api';
import { TestProviders } from '@/test/providers';

vi.setConfig({ testTimeout: 20_000 });

// Stripe.js is another site's script, loaded into the page: at this boundary a small fake stands in for it.
const stripeJs = vi.hoisted(() => ({ load: vi.fn() }));
vi.mock('@/features/payments/stripe/stripe-js', () => ({ loadStripeJs: stripeJs.load }));

const PATH = '/api/v1/payments/stripe/tok-41';
const PENDING = {
  amount: 23.5,
  currency_code: 'EUR',
  purpose: 'order',
  order_id: 41,
  status: 'pending',
  return_url: '/my-orders/41',
  client_secret: 'pi_41_secret_abc',
  publishable_key: 'pk_test_41',
  stripe_js_url: 'https://js.stripe.com/v3/',
};
const money = (amount: number) => `€${amount.toFixed(2)}`;

/** A fake Stripe.js: records what the page asks of it; each confirmation answers the next of `answers`. */
function fakeStripe(...answers: StripeConfirmation[]) {
  const card: StripeCardElement & { mountedIn: HTMLElement | null } = {
    mountedIn: null,
    mount(node) {
      card.mountedIn = node;
      node.append(Object.assign(document.createElement('input'), { placeholder: 'Card number' }));
    },
    destroy: vi.fn(),
  };
  const confirmCardPayment = vi.fn(async () => answers.shift() ?? { paymentIntent: { id: 'pi_41', status: 'succeeded' } });
  const Stripe = vi.fn<StripeFactory>(() => ({ elements: () => ({ create: () => card }), confirmCardPayment }));
  stripeJs.load.mockResolvedValue(Stripe);
  return { Stripe, card, confirmCardPayment };
}

function renderPage(route: FakeRoute, guestId: string | null = null) {
  const requests = fakeApi({ [PATH]: route });
  const router = createMemoryRouter(
    [
      { path: '/payment/stripe/:token', element: <StripeCardPayment token="tok-41" guestId={guestId} formatMoney={money} /> },
      { path: '/my-orders/:id', element: <p>The order’s page</p> },
      { path: '/track-order', element: <p>Tracking</p> },
    ],
    { initialEntries: ['/payment/stripe/tok-41'] },
  );
  render(<RouterProvider router={router} />, { wrapper: TestProviders });
  return { requests, router };
}

beforeEach(() => stripeJs.load.mockReset());

describe('Stripe’s card page', () => {
  it('loads Stripe.js from the server’s address, mounts the card form, confirms with the client secret and goes to the order', async () => {
    const stripe = fakeStripe();
    const { router } = renderPage({ body: PENDING });
    expect(await screen.findByRole('heading', { name: 'Pay by card' })).toBeInTheDocument();
    expect(screen.getByText('€23.50')).toBeInTheDocument();
    expect(screen.getByText('Order #41')).toBeInTheDocument();
    expect(await screen.findByPlaceholderText('Card number')).toBeInTheDocument();
    expect(stripeJs.load).toHaveBeenCalledWith('https://js.stripe.com/v3/');
    expect(stripe.Stripe).toHaveBeenCalledWith('pk_test_41', { locale: 'en' });
    expect(screen.getByRole('group', { name: 'Card details' })).toContainElement(stripe.card.mountedIn);
    await userEvent.click(screen.getByRole('button', { name: 'Pay €23.50' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-orders/41'));
    expect(stripe.confirmCardPayment).toHaveBeenCalledWith('pi_41_secret_abc', { payment_method: { card: stripe.card } });
  });

  it('says why a card was declined, that the order stays unpaid, and tries again on the same page', async () => {
    const stripe = fakeStripe({ error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' } });
    const { router } = renderPage({ body: PENDING });
    await screen.findByPlaceholderText('Card number');
    await userEvent.click(screen.getByRole('button', { name: 'Pay €23.50' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your card was declined.');
    expect(alert).toHaveTextContent('No money was taken: your order is still unpaid.');
    expect(router.state.location.pathname).toBe('/payment/stripe/tok-41');
    // (the button keeps antd's fading "loading" icon in its name under jsdom, which runs no CSS motion)
    await userEvent.click(await screen.findByRole('button', { name: /Try again$/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-orders/41'));
    expect(stripe.confirmCardPayment).toHaveBeenCalledTimes(2);
  });

  it('asks for a guest’s payment with its guest id and returns to the tracking page', async () => {
    fakeStripe();
    const { requests, router } = renderPage({ body: { ...PENDING, return_url: '/track-order?order_id=41' } }, 'guest-7');
    await screen.findByPlaceholderText('Card number');
    expect(new URL(requests[0]!.url).searchParams.get('guest_id')).toBe('guest-7');
    await userEvent.click(screen.getByRole('button', { name: 'Pay €23.50' }));
    await waitFor(() => expect(router.state.location.search).toBe('?order_id=41'));
    expect(router.state.location.pathname).toBe('/track-order');
  });

  it('shows a payment that is no longer pending without loading Stripe.js, and leads back', async () => {
    const { router } = renderPage({ body: { ...PENDING, status: 'succeeded', client_secret: null } });
    expect(await screen.findByText('This payment went through.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Pay/ })).toBeNull();
    expect(stripeJs.load).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-orders/41'));
  });

  it('says when the card form cannot be loaded, and loads it again on request', async () => {
    stripeJs.load.mockRejectedValueOnce(new Error('blocked'));
    renderPage({ body: PENDING });
    expect(await screen.findByText('The card form could not be loaded. Check your connection and try again.')).toBeInTheDocument();
    fakeStripe();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByPlaceholderText('Card number')).toBeInTheDocument();
    expect(stripeJs.load).toHaveBeenCalledTimes(2);
  });

  it('says plainly that a payment of someone else’s, or none, is not found', async () => {
    renderPage({ status: 404, body: { errors: [{ code: 'token', message: 'Payment not found.' }] } });
    expect(await screen.findByText('Payment not found')).toBeInTheDocument();
    expect(stripeJs.load).not.toHaveBeenCalled();
  });
});
