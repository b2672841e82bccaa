import useSWR from 'swr';
import { apiFetch } from '@/shared/api/client';
import { swrKeys } from '@/shared/api/swr-keys';
import type { LedgerAccount, TransactionPage } from '@/features/ledger/types';

/** Entries a page lists (the server allows up to 50). */
export const TRANSACTIONS_PER_PAGE = 10;

/**
 * GET /api/v1/customer/wallet/transactions or /loyalty-point/transactions: page `page` (from 1) of the
 * signed-in customer's entries, newest first. Asked only while `enabled` (signed in, the feature on).
 */
export function useTransactions(account: LedgerAccount, page: number, enabled: boolean) {
  const key = swrKeys.transactions(account, { offset: page, limit: TRANSACTIONS_PER_PAGE });
  return useSWR(enabled ? key : null, (path: string) => apiFetch<TransactionPage>(path));
}
