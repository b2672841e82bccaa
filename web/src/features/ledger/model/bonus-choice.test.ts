import { describe, expect, it } from 'vitest';
import { bonusChoice } from '@/features/ledger/model/bonus-choice';
import type { WalletBonus } from '@/features/ledger/types';

const bonus = (id: number, minimum: number, type: 'percentage' | 'amount' = 'amount'): WalletBonus => ({
  id,
  title: `Bonus ${id}`,
  description: '',
  bonus_type: type,
  bonus_amount: 10,
  minimum_add_amount: minimum,
  maximum_bonus_amount: 0,
  start_date: '2026-11-01',
  end_date: '2026-12-31',
});
const TEN_PERCENT_FROM_20 = bonus(1, 20, 'percentage');
const FIVE_FROM_50 = bonus(2, 50);

describe('the bonus a top-up earns', () => {
  it('is the one bonus whose minimum the amount reaches, the minimum included', () => {
    expect(bonusChoice(30, [TEN_PERCENT_FROM_20, FIVE_FROM_50])).toEqual({ kind: 'pick', bonus: TEN_PERCENT_FROM_20 });
    expect(bonusChoice(20, [TEN_PERCENT_FROM_20, FIVE_FROM_50])).toEqual({ kind: 'pick', bonus: TEN_PERCENT_FROM_20 });
  });

  it('is none under every minimum, with no amount, or with no bonus running', () => {
    expect(bonusChoice(19.99, [TEN_PERCENT_FROM_20, FIVE_FROM_50])).toEqual({ kind: 'none' });
    expect(bonusChoice(null, [TEN_PERCENT_FROM_20])).toEqual({ kind: 'none' });
    expect(bonusChoice(100, [])).toEqual({ kind: 'none' });
    expect(bonusChoice(100, undefined)).toEqual({ kind: 'none' });
  });

  it('is left to the server when several apply: which adds most is a computation', () => {
    expect(bonusChoice(60, [TEN_PERCENT_FROM_20, FIVE_FROM_50])).toEqual({ kind: 'several' });
  });
});
