import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ReferralCode } from '@/features/account/containers/referral-code';
import { fakeApi } from '@/test/fake-api';
import { TestProviders } from '@/test/providers';

const CONFIG = {
  ref_earning_status: 1,
  ref_earning_exchange_rate: 5,
  new_customer_discount_status: 1,
  new_customer_discount_amount: 10,
  new_customer_discount_amount_type: 'percentage',
  new_customer_discount_amount_validity: 30,
  new_customer_discount_validity_type: 'day',
};
const CUSTOMER = { id: 7, f_name: 'Camille', l_name: 'Martin', email: 'camille@example.com', phone: '+33612345678', ref_code: 'K7Q2M9XA4B', wallet_balance: 0, loyalty_point: 0 };
const money = (amount: number) => `€${amount.toFixed(2)}`;

function renderPage(config: Record<string, unknown> = {}) {
  window.localStorage.setItem('token', JSON.stringify('customer-token'));
  fakeApi({ '/api/v1/config': { body: { ...CONFIG, ...config } }, '/api/v1/customer/info': { body: CUSTOMER } });
  render(<ReferralCode empty={<p>No code</p>} formatMoney={money} />, { wrapper: TestProviders });
}

describe('the referral page', () => {
  it('shows the code and its share link, each copied with a confirmation', async () => {
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByText('K7Q2M9XA4B')).toBeInTheDocument();
    const link = `${window.location.origin}/?ref=K7Q2M9XA4B`;
    expect(screen.getByRole('textbox', { name: 'Share link' })).toHaveValue(link);

    await user.click(screen.getByRole('button', { name: 'Copy code' }));
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe('K7Q2M9XA4B');
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await navigator.clipboard.readText()).toBe(link);
    expect(screen.getAllByRole('button', { name: 'Copied' })).toHaveLength(2);
  });

  it('says how referring works in three steps, with the marketplace’s reward and discount', async () => {
    renderPage();
    const steps = within(await screen.findByRole('region', { name: 'How it works' })).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      'Share your code or your link with a friend.',
      'Your friend signs up with it and gets 10% off their first order, valid for 30 days after signing up.',
      'When their first order is delivered, you receive €5.00 in your wallet.',
    ]);
  });

  it('leaves the friend’s discount out when the marketplace gives none', async () => {
    renderPage({ new_customer_discount_status: 0 });
    expect(await screen.findByText('Your friend signs up with it.')).toBeInTheDocument();
  });

  it('says a fixed discount in money, for months', async () => {
    renderPage({ new_customer_discount_amount_type: 'amount', new_customer_discount_amount_validity: 1, new_customer_discount_validity_type: 'month' });
    expect(await screen.findByText('Your friend signs up with it and gets €10.00 off their first order, valid for 1 month after signing up.')).toBeInTheDocument();
  });
});
