import { describe, expect, it } from 'vitest';
import { hasDiscount } from '@/shared/lib/item-price';

describe('hasDiscount', () => {
  it("reads the server's discounted price: discounted only when it is below the price", () => {
    expect(hasDiscount({ price: 3.5, discounted_price: 3.5 })).toBe(false);
    expect(hasDiscount({ price: 10, discounted_price: 7.5 })).toBe(true);
    expect(hasDiscount({ price: 2, discounted_price: 0 })).toBe(true);
  });
});
