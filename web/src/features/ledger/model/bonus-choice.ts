import type { WalletBonus } from '@/features/ledger/types';

/**
 * What the add-fund dialog can say of the bonus a top-up of `amount` earns, without computing money.
 * The server credits the largest bonus among the running ones whose `minimum_add_amount` the amount
 * reaches (core/payments/funds.py). Which one that is follows from comparisons alone when one bonus
 * applies (`pick`); when several apply, the largest depends on what each adds to this amount (a
 * percentage of it, capped), which is the server's to compute (`several`). `none`: no amount typed, or
 * below every minimum.
 */
export type BonusChoice = { kind: 'none' } | { kind: 'pick'; bonus: WalletBonus } | { kind: 'several' };

/** The bonus a top-up of `amount` (units of the currency, as typed) earns, as far as comparisons tell. */
export function bonusChoice(amount: number | null | undefined, bonuses: readonly WalletBonus[] | undefined): BonusChoice {
  if (amount == null || !Number.isFinite(amount) || amount <= 0) return { kind: 'none' };
  const reached = (bonuses ?? []).filter((bonus) => amount >= bonus.minimum_add_amount);
  const [only] = reached;
  if (!only) return { kind: 'none' };
  return reached.length === 1 ? { kind: 'pick', bonus: only } : { kind: 'several' };
}
