import { readStored, removeStored, writeStored } from '@/shared/storage/local-storage';

/** The outcomes a top-up's return names (`/wallet?payment=<status>`, the demo gateway's `return_url`). */
export const TOP_UP_OUTCOMES = ['succeeded', 'declined', 'abandoned', 'expired'] as const;
export type TopUpOutcome = (typeof TOP_UP_OUTCOMES)[number];

/**
 * What the wallet page says after a top-up: the fund arrived (the balance moved), the payment went
 * through but the wallet waits for its confirmation (the gateway's signed notice, never the return
 * itself), or no money was taken.
 */
export type TopUpNotice = 'added' | 'waiting' | 'declined' | 'abandoned' | 'expired';

/** The balance the wallet held when the shopper left to pay, for this tab only. */
const BALANCE_BEFORE = 'wallet-top-up-from';

/** The outcome named by the address, or null when it names none (or one this page does not know). */
export function topUpOutcome(search: string): TopUpOutcome | null {
  const value = new URLSearchParams(search).get('payment');
  return TOP_UP_OUTCOMES.find((outcome) => outcome === value) ?? null;
}

/** Kept before leaving for the payment page, so the return can tell whether the fund already arrived. */
export function rememberBalanceBeforeTopUp(balance: number): void {
  writeStored(BALANCE_BEFORE, balance, window.sessionStorage);
}

export function balanceBeforeTopUp(): number | null {
  const value = readStored(BALANCE_BEFORE, window.sessionStorage);
  return typeof value === 'number' ? value : null;
}

export function forgetBalanceBeforeTopUp(): void {
  removeStored(BALANCE_BEFORE, window.sessionStorage);
}

/**
 * What to say for `outcome`: a succeeded payment reads "added" only once the server's balance is above
 * the one the shopper left with; until then (or without a remembered balance) the wallet is waiting.
 */
export function topUpNotice(outcome: TopUpOutcome, before: number | null, balance: number | undefined): TopUpNotice {
  if (outcome !== 'succeeded') return outcome;
  return before !== null && balance !== undefined && balance > before ? 'added' : 'waiting';
}
