import type { Schemas } from '@/shared/api/types';

/** Which of a customer's two ledger accounts: wallet money or loyalty points. */
export type LedgerAccount = 'wallet' | 'points';

/** One entry as the server answers it: what it credited or debited, the balance after it, why. */
export type Transaction = Schemas['TransactionAnswer'];

/** A page of an account's entries, newest first. */
export type TransactionPage = Schemas['TransactionPage'];
