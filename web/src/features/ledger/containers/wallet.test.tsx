import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Wallet } from '@/features/ledger/containers/wallet';
import { i18n } from '@/shared/i18n';
import { fakeApi, type FakeAnswer } from '@/test/fake-api';
import { TestProviders } from '@/test/providers';

vi.setConfig({ testTimeout: 20_000 });

const CONFIG = {
  customer_wallet_status: 1,
  add_fund_status: 1,
  digital_payment: true,
  active_payment_method_list: [
    { gateway: 'demo', gateway_title: 'Demo payment', gateway_image: '' },
    { gateway: 'stripe', gateway_title: 'Stripe', gateway_image: '' },
  ],
};
const CUSTOMER = { id: 7, f_name: 'Camille', l_name: 'Martin', ref_code: 'K7Q2M9XA4B', wallet_balance: 10, loyalty_point: 0 };
const NO_ENTRIES = { body: { total_size: 0, limit: 10, offset: 1, data: [] } };
const BONUS = {
  id: 1,
  title: 'Autumn top-up',
  description: 'Add more, get more',
  bonus_type: 'percentage',
  bonus_amount: 10,
  minimum_add_amount: 20,
  maximum_bonus_amount: 15,
  start_date: '2026-11-01',
  end_date: '2026-12-31',
};
const money = (amount: number) => `€${amount.toFixed(2)}`;

function renderWallet(path = '/wallet', answers: Record<string, FakeAnswer> = {}, config: Record<string, unknown> = {}) {
  window.localStorage.setItem('token', JSON.stringify('customer-token'));
  const requests = fakeApi({
    '/api/v1/config': { body: { ...CONFIG, ...config } },
    '/api/v1/customer/info': { body: CUSTOMER },
    '/api/v1/customer/wallet/transactions': NO_ENTRIES,
    '/api/v1/customer/wallet/bonuses': { body: [BONUS] },
    ...answers,
  });
  const router = createMemoryRouter(
    [
      { path: '/wallet', element: <Wallet empty={<p>No wallet transactions yet</p>} formatMoney={money} /> },
      { path: '/payment/demo/:token', element: <p>The demo gateway</p> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />, { wrapper: TestProviders });
  return { requests, router };
}

beforeEach(() => {
  window.sessionStorage.clear();
});

describe('the wallet page', () => {
  it('shows the server’s balance, tops up through the chosen gateway and goes to its payment page', async () => {
    const { requests, router } = renderWallet('/wallet', { '/api/v1/customer/wallet/add-fund': { body: { payment_url: '/payment/demo/tok-1' } } });
    expect(await screen.findByText('€10.00')).toBeInTheDocument();
    expect(await screen.findByText('No wallet transactions yet')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Add fund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add fund to your wallet' });
    // The running bonus, as an offer, in the server's figures.
    const offers = await within(dialog).findByRole('region', { name: 'Top-up offers' });
    expect(offers).toHaveTextContent('Autumn top-up');
    expect(offers).toHaveTextContent('10% extra when you add €20.00 or more · up to €15.00');
    await userEvent.type(within(dialog).getByRole('spinbutton', { name: 'Amount' }), '50');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Stripe' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue to payment' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/payment/demo/tok-1'));
    const sent = requests.find((request) => new URL(request.url).pathname === '/api/v1/customer/wallet/add-fund')!;
    expect(sent.method).toBe('POST');
    expect(await sent.clone().json()).toEqual({ amount: 50, payment_gateway: 'stripe' });
  });

  it('names the bonus the typed amount earns when one offer applies, and leaves the best of several to the server', async () => {
    const BIG = { ...BONUS, id: 2, title: 'Big top-up', bonus_type: 'amount', bonus_amount: 5, minimum_add_amount: 50, maximum_bonus_amount: 0 };
    renderWallet('/wallet', { '/api/v1/customer/wallet/bonuses': { body: [BONUS, BIG] } });
    await userEvent.click(await screen.findByRole('button', { name: 'Add fund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add fund to your wallet' });
    await within(dialog).findByRole('region', { name: 'Top-up offers' });
    const amount = within(dialog).getByRole('spinbutton', { name: 'Amount' });
    const earned = () => within(dialog).getByRole('status');

    // Under every minimum: nothing is earned.
    await userEvent.type(amount, '10');
    expect(earned()).toHaveTextContent(/^$/);
    await userEvent.clear(amount);
    await userEvent.type(amount, '30');
    await waitFor(() => expect(earned()).toHaveTextContent('This amount earns the offer: Autumn top-up'));
    // Both apply: which adds more is the server's to compute; no figure is shown.
    await userEvent.clear(amount);
    await userEvent.type(amount, '60');
    await waitFor(() => expect(earned()).toHaveTextContent('Several offers apply to this amount: the best of them is added with your top-up.'));
    expect(earned()).not.toHaveTextContent('€');
  });

  it('names the bonus the amount earns in French', async () => {
    await i18n.changeLanguage('fr');
    try {
      renderWallet();
      await userEvent.click(await screen.findByRole('button', { name: 'Ajouter des fonds' }));
      const dialog = await screen.findByRole('dialog', { name: 'Ajouter des fonds au portefeuille' });
      await within(dialog).findByRole('region', { name: 'Offres de rechargement' });
      await userEvent.type(within(dialog).getByRole('spinbutton', { name: 'Montant' }), '30');
      await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent("Ce montant donne droit à l'offre : Autumn top-up"));
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('refuses an amount outside the top-up’s bounds before sending, and shows the server’s refusal at the field', async () => {
    const { requests } = renderWallet('/wallet', {
      '/api/v1/customer/wallet/add-fund': { status: 422, body: { errors: [{ code: 'amount', message: 'The amount must be between 1 and 10000.' }] } },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Add fund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add fund to your wallet' });
    const amount = within(dialog).getByRole('spinbutton', { name: 'Amount' });
    await userEvent.type(amount, '20000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue to payment' }));
    expect(await within(dialog).findByText('Enter an amount from €1.00 to €10000.00.')).toBeInTheDocument();
    expect(requests.some((request) => new URL(request.url).pathname.endsWith('/add-fund'))).toBe(false);

    await userEvent.clear(amount);
    await userEvent.type(amount, '5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue to payment' }));
    expect(await within(dialog).findByText('The amount must be between 1 and 10000.')).toBeInTheDocument();
  });

  it('offers no top-up when the marketplace takes none, or has no gateway on', async () => {
    renderWallet('/wallet', {}, { add_fund_status: 0 });
    expect(await screen.findByText('€10.00')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add fund' })).toBeNull();
  });

  it('offers no top-up while digital payment is off', async () => {
    renderWallet('/wallet', {}, { digital_payment: false });
    expect(await screen.findByText('€10.00')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add fund' })).toBeNull();
  });

  it('after a paid top-up, says the fund arrived once the balance moved', async () => {
    window.sessionStorage.setItem('wallet-top-up-from', '10');
    renderWallet('/wallet?payment=succeeded', { '/api/v1/customer/info': { body: { ...CUSTOMER, wallet_balance: 60 } } });
    expect(await screen.findByText('Fund added')).toBeInTheDocument();
    expect(screen.getByText('€60.00')).toBeInTheDocument();
  });

  it('after a paid top-up the wallet does not show yet, says it waits for the confirmation', async () => {
    window.sessionStorage.setItem('wallet-top-up-from', '10');
    renderWallet('/wallet?payment=succeeded');
    expect(await screen.findByText('Your wallet will show the fund as soon as the payment is confirmed.')).toBeInTheDocument();
    expect(screen.queryByText('Fund added')).toBeNull();
  });

  it('after a declined or abandoned payment, says plainly that no money was taken', async () => {
    renderWallet('/wallet?payment=declined');
    expect(await screen.findByText('Payment declined')).toBeInTheDocument();
    expect(screen.getByText(/No money was taken\./)).toBeInTheDocument();
  });
});
