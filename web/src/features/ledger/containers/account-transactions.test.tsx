import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AccountTransactions } from '@/features/ledger/containers/account-transactions';
import { fakeApi } from '@/test/fake-api';
import { TestProviders } from '@/test/providers';

const entry = (id: number, type: string, credit: number, debit: number, balance: number) => ({
  id,
  transaction_id: `wallet-${id}`,
  credit,
  debit,
  balance,
  transaction_type: type,
  reference: `7:order:${id}`,
  created_at: '2026-11-01T11:00:00+00:00',
});
const money = (amount: number) => `€${amount.toFixed(2)}`;

describe('AccountTransactions', () => {
  it('shows the server’s entries, newest first, with the balance after each, and pages through them', async () => {
    const requests = fakeApi({
      '/api/v1/customer/wallet/transactions': {
        body: { total_size: 12, limit: 10, offset: 1, data: [entry(3, 'refund', 12.5, 0, 50), entry(2, 'order_payment', 0, 12.5, 37.5)] },
      },
    });
    render(<AccountTransactions account="wallet" empty={<p>none</p>} formatMoney={money} />, { wrapper: TestProviders });
    const list = await screen.findByRole('list', { name: 'Wallet transactions' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([expect.stringContaining('Refund'), expect.stringContaining('Order payment')]);
    expect(rows[0]).toHaveTextContent('+€12.50');
    expect(rows[1]).toHaveTextContent('−€12.50');
    expect(rows[1]).toHaveTextContent('Balance €37.50');
    expect(screen.getByRole('heading', { level: 2, name: 'Transactions' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('listitem', { name: '2' }));
    expect(new URL(requests.at(-1)!.url).searchParams.get('offset')).toBe('2');
  });

  it('says what the account will hold while it holds nothing', async () => {
    fakeApi({ '/api/v1/customer/loyalty-point/transactions': { body: { total_size: 0, limit: 10, offset: 1, data: [] } } });
    render(<AccountTransactions account="points" empty={<p>No loyalty points yet</p>} formatMoney={money} />, { wrapper: TestProviders });
    expect(await screen.findByText('No loyalty points yet')).toBeInTheDocument();
  });

  it('offers to try again when the server does not answer', async () => {
    fakeApi({ '/api/v1/customer/wallet/transactions': { status: 503, body: { errors: [{ code: 'service_unavailable', message: 'busy' }] } } });
    render(<AccountTransactions account="wallet" empty={<p>none</p>} formatMoney={money} />, { wrapper: TestProviders });
    expect(await screen.findByText('Your wallet could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
