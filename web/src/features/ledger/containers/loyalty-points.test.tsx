import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LoyaltyPoints } from '@/features/ledger/containers/loyalty-points';
import { fakeApi, type FakeAnswer } from '@/test/fake-api';
import { TestProviders } from '@/test/providers';

vi.setConfig({ testTimeout: 20_000 });

const CONFIG = { customer_wallet_status: 1, loyalty_point_status: 1, loyalty_point_exchange_rate: 100, loyalty_point_minimum_point: 200 };
const CUSTOMER = { id: 7, f_name: 'Camille', l_name: 'Martin', ref_code: 'K7Q2M9XA4B', wallet_balance: 10, loyalty_point: 450 };
const EARNED = {
  id: 4,
  transaction_id: 'points-4',
  credit: 450,
  debit: 0,
  balance: 450,
  transaction_type: 'order_earned',
  reference: '7:order:3',
  created_at: '2026-11-01T18:30:00+00:00',
};
const money = (amount: number) => `€${amount.toFixed(2)}`;

function renderPoints(answers: Record<string, FakeAnswer> = {}, config: Record<string, unknown> = {}) {
  window.localStorage.setItem('token', JSON.stringify('customer-token'));
  const requests = fakeApi({
    '/api/v1/config': { body: { ...CONFIG, ...config } },
    '/api/v1/customer/info': { body: CUSTOMER },
    '/api/v1/customer/loyalty-point/transactions': { body: { total_size: 1, limit: 10, offset: 1, data: [EARNED] } },
    ...answers,
  });
  render(<LoyaltyPoints empty={<p>No loyalty points yet</p>} formatMoney={money} />, { wrapper: TestProviders });
  return requests;
}

const calls = (requests: Request[], path: string) => requests.filter((request) => new URL(request.url).pathname === path);


describe('the loyalty points page', () => {
  it('shows the points held, their rate and minimum, and the entries', async () => {
    renderPoints();
    expect(await screen.findByText('450')).toBeInTheDocument();
    expect(screen.getByText('100 points = €1.00')).toBeInTheDocument();
    expect(screen.getByText('Convert from 200 points.')).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Loyalty point transactions' })).toHaveTextContent('Earned on an order');
  });

  it('checks the minimum and the points held before sending, then converts and shows the server’s answer', async () => {
    const requests = renderPoints({ '/api/v1/customer/loyalty-point/point-transfer': { body: { message: 'Point to wallet transfer successfully.' } } });
    await userEvent.click(await screen.findByRole('button', { name: 'Convert to wallet' }));
    const dialog = await screen.findByRole('dialog', { name: 'Convert points to wallet money' });
    const field = within(dialog).getByRole('spinbutton', { name: 'Points to convert' });
    const convert = within(dialog).getByRole('button', { name: 'Convert' });

    await userEvent.type(field, '150');
    await userEvent.click(convert);
    expect(await within(dialog).findByText('The minimum points to convert is 200.')).toBeInTheDocument();
    await userEvent.clear(field);
    await userEvent.type(field, '500');
    await userEvent.click(convert);
    expect(await within(dialog).findByText('You have 450 points.')).toBeInTheDocument();
    expect(calls(requests, '/api/v1/customer/loyalty-point/point-transfer')).toHaveLength(0);

    const profileReads = calls(requests, '/api/v1/customer/info').length;
    const pointReads = calls(requests, '/api/v1/customer/loyalty-point/transactions').length;
    await userEvent.clear(field);
    await userEvent.type(field, '300');
    await userEvent.click(convert);
    expect(await screen.findByText('Point to wallet transfer successfully.')).toBeInTheDocument();
    const [sent] = calls(requests, '/api/v1/customer/loyalty-point/point-transfer');
    expect(await sent!.clone().json()).toEqual({ point: 300 });
    // The balances and the entries are asked again.
    await waitFor(() => expect(calls(requests, '/api/v1/customer/info').length).toBeGreaterThan(profileReads));
    await waitFor(() => expect(calls(requests, '/api/v1/customer/loyalty-point/transactions').length).toBeGreaterThan(pointReads));
  });

  it('shows the server’s refusal under the points field', async () => {
    renderPoints({
      '/api/v1/customer/loyalty-point/point-transfer': { status: 409, body: { errors: [{ code: 'balance', message: 'Insufficient points.' }] } },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Convert to wallet' }));
    const dialog = await screen.findByRole('dialog', { name: 'Convert points to wallet money' });
    await userEvent.type(within(dialog).getByRole('spinbutton', { name: 'Points to convert' }), '400');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Convert' }));
    expect(await within(dialog).findByText('Insufficient points.')).toBeInTheDocument();
  });

  it('offers no conversion while the wallet is off, and none under the minimum', async () => {
    renderPoints({}, { customer_wallet_status: 0 });
    expect(await screen.findByText('450')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Convert to wallet' })).toBeNull();
  });

  it('holds the conversion while the points are under the minimum', async () => {
    renderPoints({ '/api/v1/customer/info': { body: { ...CUSTOMER, loyalty_point: 120 } } });
    expect(await screen.findByText('You need at least 200 points to convert them to wallet money.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Convert to wallet' })).toBeDisabled();
  });
});
