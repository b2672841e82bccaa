import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CheckoutForm, type CheckoutFormProps } from '@/features/checkout/components/checkout-form';
import type { Quote } from '@/features/checkout/types';
import { i18n } from '@/shared/i18n';
import { fakeApi } from '@/test/fake-api';
import { checkoutFormProps } from '@/test/fixtures/checkout-form';
import { TestProviders } from '@/test/providers';

vi.setConfig({ testTimeout: 20_000 });

const BASE: Quote = {
  store_id: 3,
  subtotal: 20,
  item_discount: 0,
  store_discount: 0,
  coupon_discount: 0,
  tax: 1,
  tax_included: false,
  delivery_fee: 2.5,
  extra_fee: 0,
  extra_fee_name: 'Service charge',
  total: 23.5,
  distance_km: 1.2,
  free_delivery_over: null,
  minimum_order: 0,
  missing_for_minimum: 0,
  refusals: [],
  wallet_balance: 10,
  wallet_pays: 0,
  rest_to_pay: 23.5,
  cashback: 0,
  referral_discount: 0,
};

/** The quote as the server would answer it for the payment asked (a wallet of 10 for a total of 23.50). */
async function quoteFor(request: Request, base: Partial<Quote> = {}) {
  const body = (await request.json()) as { payment_method: string };
  const quote = { ...BASE, ...base };
  if (body.payment_method === 'wallet') {
    return { body: { ...quote, refusals: [{ code: 'payment_method', message: 'Insufficient balance.' }] } };
  }
  if (body.payment_method === 'partial_payment') return { body: { ...quote, wallet_pays: 10, rest_to_pay: 13.5 } };
  return { body: quote };
}

const PAYMENTS: CheckoutFormProps['payments'] = {
  wallet: true,
  gateways: [
    { gateway: 'demo', gateway_title: 'Demo payment', gateway_image: '' },
    { gateway: 'stripe', gateway_title: 'Stripe', gateway_image: '' },
  ],
  partial: 'both',
};

function renderForm(overrides: Partial<CheckoutFormProps> = {}) {
  const onPlaced = vi.fn();
  render(<CheckoutForm {...checkoutFormProps({ guestId: undefined, payments: PAYMENTS, onPlaced, ...overrides })} />, { wrapper: TestProviders });
  return { onPlaced };
}

const bodiesOf = async (requests: Request[], path: string) =>
  Promise.all(requests.filter((r) => new URL(r.url).pathname === path).map(async (r) => (await r.clone().json()) as Record<string, unknown>));

const payment = () => screen.getByRole('radiogroup', { name: 'Payment method' });
/** The place-order bar at the bottom of the form: the figure the shopper pays, then the button. */
const bar = () => document.querySelector<HTMLElement>('.place-order-bar')!;

afterEach(() => vi.unstubAllGlobals());

describe('paying at checkout', () => {
  it('asks the quote again for a digital payment through the chosen gateway and places it, handing on where to pay', async () => {
    const requests = fakeApi({
      '/api/v1/customer/order/quote': { body: BASE },
      '/api/v1/customer/order/place': {
        body: { message: 'Order placed successfully', order_id: 41, total_ammount: 23.5, total_amount: 23.5, payment_url: '/payment/demo/tok-41' },
      },
    });
    const { onPlaced } = renderForm();
    await userEvent.click(await within(payment()).findByRole('radio', { name: /Stripe/ }));
    await waitFor(async () => expect((await bodiesOf(requests, '/api/v1/customer/order/quote')).at(-1)).toMatchObject({ payment_method: 'digital_payment', payment_gateway: 'stripe' }));
    const place = screen.getByRole('button', { name: 'Place order' });
    await waitFor(() => expect(place).toBeEnabled());
    await userEvent.click(place);
    await waitFor(() => expect(onPlaced).toHaveBeenCalled());
    const [placed] = await bodiesOf(requests, '/api/v1/customer/order/place');
    expect(placed).toMatchObject({ payment_method: 'digital_payment', payment_gateway: 'stripe' });
    expect(placed).not.toHaveProperty('payment_status');
    expect(onPlaced.mock.calls[0]?.[0]).toMatchObject({ order_id: 41, payment_url: '/payment/demo/tok-41' });
  });

  it('disables the wallet with the server’s words before it is picked while its balance is below the total, partial payment still offered', async () => {
    const requests = fakeApi({ '/api/v1/customer/order/quote': (request) => quoteFor(request) });
    renderForm();
    const wallet = await within(payment()).findByRole('radio', { name: /Wallet.*Balance €10\.00/ });
    expect(wallet).toBeDisabled();
    expect(within(payment()).getByText('Insufficient balance.')).toBeInTheDocument();
    expect(within(payment()).getByRole('radio', { name: /Wallet and another method/ })).toBeEnabled();
    // Nothing asked the server with the wallet: the two figures of the quote said it.
    expect((await bodiesOf(requests, '/api/v1/customer/order/quote')).map((body) => body.payment_method)).not.toContain('wallet');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Place order' })).toBeEnabled());
  });

  it('says why the wallet is disabled in French, as the server words it', async () => {
    await i18n.changeLanguage('fr');
    try {
      fakeApi({ '/api/v1/customer/order/quote': (request) => quoteFor(request) });
      renderForm();
      expect(await within(screen.getByRole('radiogroup', { name: 'Moyen de paiement' })).findByText('Solde insuffisant.')).toBeInTheDocument();
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('offers the wallet while it holds the total, and disables it with the server’s reason once a quote refuses it', async () => {
    // The balance holds the total, yet the server refuses the wallet (switched off meanwhile).
    const requests = fakeApi({
      '/api/v1/customer/order/quote': async (request) => {
        const body = (await request.json()) as { payment_method: string };
        const refusals = body.payment_method === 'wallet' ? [{ code: 'payment_method', message: 'The wallet is not available.' }] : [];
        return { body: { ...BASE, wallet_balance: 30, refusals } };
      },
    });
    renderForm();
    const wallet = await within(payment()).findByRole('radio', { name: /Wallet.*Balance €30\.00/ });
    expect(wallet).toBeEnabled();
    await userEvent.click(wallet);
    expect(await within(payment()).findByText('The wallet is not available.')).toBeInTheDocument();
    expect(within(payment()).getByRole('radio', { name: /Wallet.*Balance/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Place order' })).toBeDisabled();
    expect((await bodiesOf(requests, '/api/v1/customer/order/quote')).at(-1)).toMatchObject({ payment_method: 'wallet' });

    // Another method: the wallet stays disabled, with its reason, for this order.
    await userEvent.click(within(payment()).getByRole('radio', { name: /Cash on delivery/ }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Place order' })).toBeEnabled());
    expect(within(payment()).getByRole('radio', { name: /Wallet.*Balance/ })).toBeDisabled();
    expect(within(payment()).getByText('The wallet is not available.')).toBeInTheDocument();
  });

  it('shows in the place-order bar what is left to pay once the wallet pays a part, the quote’s rest; the total stays in the breakdown', async () => {
    fakeApi({ '/api/v1/customer/order/quote': (request) => quoteFor(request) });
    renderForm();
    // Cash on delivery: the bar shows the total.
    await waitFor(() => expect(bar()).toHaveTextContent('€23.50'));
    await userEvent.click(within(payment()).getByRole('radio', { name: /Wallet and another method/ }));
    await waitFor(() => expect(bar()).toHaveTextContent('Left to pay on delivery€13.50'));
    expect(bar()).not.toHaveTextContent('€23.50');
    expect(screen.getByLabelText('Price breakdown')).toHaveTextContent('Total€23.50');

    await userEvent.click(screen.getByRole('radio', { name: 'Demo payment' }));
    await waitFor(() => expect(bar()).toHaveTextContent('Left to pay online€13.50'));
  });

  it('shows the total in the bar when the wallet pays it all', async () => {
    fakeApi({
      '/api/v1/customer/order/quote': async (request) => {
        const body = (await request.json()) as { payment_method: string };
        return { body: { ...BASE, wallet_balance: 30, ...(body.payment_method === 'wallet' ? { wallet_pays: 23.5, rest_to_pay: 0 } : {}) } };
      },
    });
    renderForm();
    await userEvent.click(await within(payment()).findByRole('radio', { name: /Wallet.*Balance €30\.00/ }));
    await waitFor(() => expect(screen.getByLabelText('How the order is paid')).toHaveTextContent('Paid from your wallet€23.50'));
    expect(bar()).toHaveTextContent('€23.50');
    expect(bar()).not.toHaveTextContent('Left to pay');
  });

  it('splits a partial payment as the server figures it, the rest in cash or online', async () => {
    const requests = fakeApi({ '/api/v1/customer/order/quote': (request) => quoteFor(request) });
    renderForm();
    await userEvent.click(await within(payment()).findByRole('radio', { name: /Wallet and another method/ }));
    expect(await screen.findByText('Your wallet pays €10.00; €13.50 is left to pay.')).toBeInTheDocument();
    expect((await bodiesOf(requests, '/api/v1/customer/order/quote')).at(-1)).toMatchObject({ payment_method: 'partial_payment', partial_rest: 'cash_on_delivery' });
    const split = screen.getByLabelText('How the order is paid');
    expect(split).toHaveTextContent('Paid from your wallet€10.00');
    expect(split).toHaveTextContent('Left to pay on delivery€13.50');

    await userEvent.click(screen.getByRole('radio', { name: 'Demo payment' }));
    await waitFor(async () =>
      expect((await bodiesOf(requests, '/api/v1/customer/order/quote')).at(-1)).toMatchObject({
        payment_method: 'partial_payment',
        partial_rest: 'digital_payment',
        payment_gateway: 'demo',
      }),
    );
    expect(await within(screen.getByLabelText('How the order is paid')).findByText('Left to pay online')).toBeInTheDocument();
  });

  it('shows the cashback the order will earn, and a referred customer’s first-order discount', async () => {
    fakeApi({ '/api/v1/customer/order/quote': { body: { ...BASE, cashback: 1.18, referral_discount: 2 } } });
    renderForm();
    expect(await screen.findByText(/This order earns €1\.18 cashback/)).toBeInTheDocument();
    const breakdown = screen.getByLabelText('Price breakdown');
    expect(breakdown).toHaveTextContent('First-order discount− €2.00');
  });

  it('offers a guest no wallet', async () => {
    fakeApi({ '/api/v1/customer/order/quote': { body: { ...BASE, wallet_balance: 0 } } });
    renderForm({ guestId: 'guest-1', payments: { ...PAYMENTS, wallet: false, partial: null } });
    await within(payment()).findByRole('radio', { name: /Demo payment/ });
    expect(within(payment()).queryByRole('radio', { name: /Wallet/ })).toBeNull();
  });
});
