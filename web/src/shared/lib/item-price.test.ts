import { describe, expect, it } from 'vitest';
import { discountedPrice, hasDiscount } from '@/shared/lib/item-price';

describe('discountedPrice', () => {
  it('takes a percent off', () => {
    expect(discountedPrice({ price: 10, discount: 25, discount_type: 'percent' })).toBe(7.5);
  });

  it('takes an amount off, for "amount" and "fixed"', () => {
    expect(discountedPrice({ price: 1.3, discount: 0.39, discount_type: 'amount' })).toBe(0.91);
    expect(discountedPrice({ price: 5, discount: 1, discount_type: 'fixed' })).toBe(4);
  });

  it('never goes below zero', () => {
    expect(discountedPrice({ price: 2, discount: 5, discount_type: 'amount' })).toBe(0);
    expect(discountedPrice({ price: 2, discount: 150, discount_type: 'percent' })).toBe(0);
  });

  it('is the price itself without a discount', () => {
    const item = { price: 3.5, discount: 0, discount_type: 'percent' };
    expect(discountedPrice(item)).toBe(3.5);
    expect(hasDiscount(item)).toBe(false);
    expect(hasDiscount({ ...item, discount: 10 })).toBe(true);
  });
});
