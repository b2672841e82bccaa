import type { Schemas } from '@/shared/api/types';

/** Which of a customer's two ledger accounts: wallet money or loyalty points. */
export type LedgerAccount = 'wallet' | 'points';

/** One entry as the server answers it: what it credited or debited, the balance after it, why. */
export type Transaction = Schemas['TransactionAnswer'];

/** A page of an account's entries, newest first. */
export type TransactionPage = Schemas['TransactionPage'];

/** What GET /api/v1/customer/info says of the customer's money: the wallet's balance and the points held. */
export type CustomerMoney = Pick<Schemas['CustomerInfo'], 'wallet_balance' | 'loyalty_point'>;

/** A running top-up bonus (GET /api/v1/customer/wallet/bonuses): `bonus_type` "percentage" or "amount". */
export type WalletBonus = Schemas['BonusAnswer'];

/** POST /api/v1/customer/wallet/add-fund. */
export type AddFundBody = Schemas['AddFundBody'];

/** Where the shopper goes to pay (the demo gateway's page, or the gateway's hosted page). */
export type PaymentLink = Schemas['PaymentUrl'];

/** POST /api/v1/customer/loyalty-point/point-transfer and the server's answer (its message, translated by the server). */
export type PointTransferBody = Schemas['PointTransferBody'];
export type PointTransferAnswer = Schemas['PointTransferAnswer'];
