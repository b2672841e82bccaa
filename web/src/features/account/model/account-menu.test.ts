import { describe, expect, it } from 'vitest';
import { accountEntries } from '@/features/account/model/account-menu';
import { failedRule, ruleForLink } from '@/features/account/model/access';
import { logOut, LOGOUT_DELAY_MS } from '@/features/account/model/logout';

const ALL_ON = { customer_wallet_status: 1, loyalty_point_status: 1, ref_earning_status: 1 };

describe('account menu', () => {
  it("lists SPEC.md's entries in order when everything is on", () => {
    expect(accountEntries(ALL_ON, true)).toEqual([
      'profile-settings',
      'my-orders',
      'my-trips',
      'wallet',
      'coupons',
      'loyalty-points',
      'referral-code',
      'track-order',
      'settings',
    ]);
  });

  it('shows my-trips only with an active rental module', () => {
    expect(accountEntries(ALL_ON, false)).not.toContain('my-trips');
  });

  it.each([
    ['customer_wallet_status', 'wallet'],
    ['loyalty_point_status', 'loyalty-points'],
    ['ref_earning_status', 'referral-code'],
  ] as const)('hides an entry when %s is 0', (flag, entry) => {
    expect(accountEntries({ ...ALL_ON, [flag]: 0 }, true)).not.toContain(entry);
  });
});

describe('access rules', () => {
  it('need login for wallet and loyalty points, a zone for campaigns', () => {
    expect(ruleForLink('/wallet')).toBe('login');
    expect(ruleForLink('/loyalty-points?tab=1')).toBe('login');
    expect(ruleForLink('/checkout?page=campaign')).toBe('zone');
    expect(ruleForLink('/checkout?page=cart')).toBeNull();
    expect(ruleForLink('/coupons')).toBeNull();
  });

  it('refuse guests and visitors without a zone', () => {
    expect(failedRule('login', { loggedIn: false, hasZone: true })).toBe('login');
    expect(failedRule('login', { loggedIn: true, hasZone: false })).toBeNull();
    expect(failedRule('zone', { loggedIn: true, hasZone: false })).toBe('zone');
    expect(failedRule(null, { loggedIn: false, hasZone: false })).toBeNull();
  });
});

describe('logout', () => {
  it('waits 500 ms, clears the token and the lists, says so and goes home', async () => {
    const steps: string[] = [];
    await logOut({
      clearToken: () => steps.push('token'),
      revoke: async () => void steps.push('revoke'),
      clearLists: () => void steps.push('lists'),
      pathname: '/store/3',
      navigate: (path) => steps.push(`go ${path}`),
      notifySuccess: (text) => steps.push(text),
      successText: 'Logout successful.',
      wait: async (ms) => void steps.push(`wait ${ms}`),
    });

    expect(steps).toEqual([`wait ${LOGOUT_DELAY_MS}`, 'token', 'revoke', 'lists', 'Logout successful.', 'go /home']);
    expect(LOGOUT_DELAY_MS).toBe(500);
  });

  it('stays on the landing page when it started there, whatever the logout call answers', async () => {
    const navigate = (path: string) => steps.push(path);
    const steps: string[] = [];
    await logOut({
      clearToken: () => undefined,
      revoke: () => Promise.reject(new Error('offline')),
      clearLists: () => undefined,
      pathname: '/',
      navigate,
      notifySuccess: () => undefined,
      successText: '',
      wait: async () => undefined,
    });

    expect(steps).toEqual(['/']);
  });
});
