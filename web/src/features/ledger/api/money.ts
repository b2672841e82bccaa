import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { apiFetch } from '@/shared/api/client';
import { swrKeys } from '@/shared/api/swr-keys';
import type { AddFundBody, CustomerMoney, PaymentLink, PointTransferAnswer, PointTransferBody, WalletBonus } from '@/features/ledger/types';

const WALLET_BONUSES = '/api/v1/customer/wallet/bonuses';

/**
 * The wallet balance and the points of the signed-in customer, from their profile (GET
 * /api/v1/customer/info): the profile page's key, so both share one answer. `refreshMs` (or what it
 * answers for the latest data) asks again while a payment waits for its confirmation.
 */
export function useCustomerMoney(refreshMs: number | ((latest: CustomerMoney | undefined) => number) = 0) {
  return useSWR(swrKeys.profile(), (path: string) => apiFetch<CustomerMoney>(path), { refreshInterval: refreshMs });
}

/** GET /api/v1/customer/wallet/bonuses: the top-up bonuses running now, asked when the top-up opens. */
export function useWalletBonuses(enabled: boolean) {
  return useSWR(enabled ? WALLET_BONUSES : null, (path: string) => apiFetch<WalletBonus[]>(path), { revalidateOnFocus: false });
}

/** POST /api/v1/customer/wallet/add-fund: where to pay the top-up. */
export function addFund(body: AddFundBody): Promise<PaymentLink> {
  return apiFetch<PaymentLink>('/api/v1/customer/wallet/add-fund', { method: 'POST', body });
}

/** POST /api/v1/customer/loyalty-point/point-transfer: points into wallet money, at the server's rate. */
export function transferPoints(point: number): Promise<PointTransferAnswer> {
  return apiFetch<PointTransferAnswer>('/api/v1/customer/loyalty-point/point-transfer', { method: 'POST', body: { point } satisfies PointTransferBody });
}

const LEDGER_PATHS = [swrKeys.transactions('wallet', { offset: 1, limit: 1 }), swrKeys.transactions('points', { offset: 1, limit: 1 })].map(
  (key) => key.split('?')[0] ?? key,
);

/** Ask again for everything the customer's money shows: the balances (the profile) and every page of both accounts. */
export function useRefreshMoney(): () => Promise<void> {
  const { mutate } = useSWRConfig();
  return useCallback(async () => {
    await Promise.all([mutate(swrKeys.profile()), mutate((key) => typeof key === 'string' && LEDGER_PATHS.some((path) => key.startsWith(path)))]);
  }, [mutate]);
}
