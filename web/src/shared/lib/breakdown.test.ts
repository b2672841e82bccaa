import { describe, expect, it } from 'vitest';
import { breakdownRows, type BreakdownAmounts } from '@/shared/lib/breakdown';

const QUOTE: BreakdownAmounts = {
  subtotal: 20,
  itemDiscount: 0,
  storeDiscount: 1.5,
  couponDiscount: 2,
  tax: 1.03,
  deliveryFee: 0,
  extraFee: 0,
  total: 17.53,
  taxIncluded: false,
};

describe('the breakdown rows', () => {
  it('keep the quote’s figures as given, hide empty discounts and fees, keep tax and delivery', () => {
    expect(breakdownRows(QUOTE)).toEqual([
      { key: 'subtotal', amount: 20, deduction: false },
      { key: 'storeDiscount', amount: 1.5, deduction: true },
      { key: 'couponDiscount', amount: 2, deduction: true },
      { key: 'tax', amount: 1.03, deduction: false },
      { key: 'deliveryFee', amount: 0, deduction: false },
    ]);
  });

  it('show the item discount and extra fee when there are some', () => {
    const keys = breakdownRows({ ...QUOTE, itemDiscount: 0.03, extraFee: 1 }).map((row) => row.key);
    expect(keys).toContain('itemDiscount');
    expect(keys).toContain('extraFee');
  });

  it('show a referred customer’s first-order discount as taken off, only when there is one', () => {
    expect(breakdownRows({ ...QUOTE, referralDiscount: 2 })).toContainEqual({ key: 'referralDiscount', amount: 2, deduction: true });
    expect(breakdownRows({ ...QUOTE, referralDiscount: 0 }).map((row) => row.key)).not.toContain('referralDiscount');
  });
});
