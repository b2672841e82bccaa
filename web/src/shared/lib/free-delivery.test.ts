import { describe, expect, it } from 'vitest';
import { freeDeliveryProgress } from '@/shared/lib/free-delivery';

describe('freeDeliveryProgress', () => {
  it('is the subtotal over the threshold as a percentage, with what remains', () => {
    expect(freeDeliveryProgress(10, 40)).toEqual({ percent: 25, remaining: 30, reached: false });
  });

  it('stops at 100% and 0 remaining once reached', () => {
    expect(freeDeliveryProgress(55, 40)).toEqual({ percent: 100, remaining: 0, reached: true });
    expect(freeDeliveryProgress(40, 40)).toEqual({ percent: 100, remaining: 0, reached: true });
  });

  it('never goes below 0%', () => {
    expect(freeDeliveryProgress(-5, 40)?.percent).toBe(0);
  });

  it('is null without a threshold', () => {
    expect(freeDeliveryProgress(10, null)).toBeNull();
    expect(freeDeliveryProgress(10, 0)).toBeNull();
  });
});
