import { configure, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '@/app/router';
import { referralCodeForSignUp } from '@/features/account/model/referral-sign-up';
import { fakeApi, type FakeAnswer } from '@/test/fake-api';
import { TestProviders } from '@/test/providers';

// Whole pages whose code arrives through lazy imports: slow on a busy machine.
vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 15_000 });

const CONFIG = {
  business_name: 'Corner Market',
  customer_wallet_status: 1,
  loyalty_point_status: 1,
  ref_earning_status: 1,
  digital_payment: true,
  active_payment_method_list: [{ gateway: 'demo', gateway_title: 'Demo payment', gateway_image: '' }],
};
const COUPON = {
  id: 1,
  title: 'Welcome to the neighbourhood',
  code: 'WELCOME10',
  coupon_type: 'default',
  discount: 10,
  discount_type: 'percent',
  min_purchase: 10,
  max_discount: 5,
  start_date: '2026-01-01',
  expire_date: '2099-11-28',
  store_ids: [],
  zone_ids: [1],
};

function renderAt(path: string, config: Record<string, unknown> = {}, extra: Record<string, FakeAnswer> = {}) {
  const requests = fakeApi({ '/api/v1/config': { body: { ...CONFIG, ...config } }, '/api/v1/module': { body: [] }, ...extra });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(<RouterProvider router={router} />, { wrapper: TestProviders });
  return requests;
}

const signIn = () => window.localStorage.setItem('token', JSON.stringify('customer-token'));

beforeEach(() => window.sessionStorage.clear());

describe('the money pages', () => {
  it('keep a shared link’s referral code from the landing page for a sign-up later in the visit', async () => {
    renderAt('/?ref=K7Q2M9XA4B');
    expect(await screen.findByRole('heading', { level: 1, name: 'Corner Market' })).toBeInTheDocument();
    expect(referralCodeForSignUp('')).toBe('K7Q2M9XA4B');
  });

  it.each([
    ['/loyalty-points', { loyalty_point_status: 0 }],
    ['/referral-code', { ref_earning_status: 0 }],
    ['/wallet', { customer_wallet_status: 0 }],
  ])('%s is not offered while its configuration flag is off', async (path, flags) => {
    signIn();
    renderAt(path, flags);
    expect(await screen.findByText('Not offered here')).toBeInTheDocument();
  });

  it.each(['/loyalty-points', '/referral-code', '/coupons', '/wallet'])('%s asks a guest to log in', async (path) => {
    renderAt(path);
    expect(await screen.findByText('You must be login to access this page.')).toBeInTheDocument();
  });

  it('lists the coupons running in the shopper’s zones, of every module, with their codes', async () => {
    signIn();
    window.localStorage.setItem('zoneid', '[1]');
    const requests = renderAt('/coupons', {}, { '/api/v1/coupon/list/all': { body: [COUPON] } });
    const list = await screen.findByRole('list', { name: 'Coupons' });
    expect(within(list).getByText('WELCOME10')).toBeInTheDocument();
    expect(within(list).getByText('Welcome to the neighbourhood')).toBeInTheDocument();
    expect(within(list).getByText('10% off')).toBeInTheDocument();
    const asked = requests.find((request) => new URL(request.url).pathname === '/api/v1/coupon/list/all')!;
    expect(asked.headers.get('zoneId')).toBe('[1]');
  });

  it('says so when no coupon runs in the zone', async () => {
    signIn();
    renderAt('/coupons', {}, { '/api/v1/coupon/list/all': { body: [] } });
    expect(await screen.findByText('No coupons for you right now')).toBeInTheDocument();
  });

  it('draw the demo gateway’s page on its own route', async () => {
    renderAt('/payment/demo/tok-9', {}, {
      '/api/v1/payments/demo/tok-9': { body: { amount: 50, currency_code: 'EUR', purpose: 'add_fund', order_id: null, status: 'pending', return_url: '/wallet?payment=succeeded' } },
    });
    expect(await screen.findByRole('heading', { name: 'Demo payment — no real money moves' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay' })).toBeInTheDocument();
  });
});
