import { describe, expect, it } from 'vitest';
import { deliveryRange, parseDeliveryTime } from '@/shared/lib/delivery-time';

describe('parseDeliveryTime', () => {
  it('reads ranges in minutes, hours and days', () => {
    expect(parseDeliveryTime('30-40 min')).toEqual({ from: 30, to: 40, unit: 'minute' });
    expect(parseDeliveryTime('1-2 days')).toEqual({ from: 1, to: 2, unit: 'day' });
    expect(parseDeliveryTime(' 2 – 3 Hours ')).toEqual({ from: 2, to: 3, unit: 'hour' });
  });

  it('reads a single figure and orders a reversed range', () => {
    expect(parseDeliveryTime('45 mins')).toEqual({ from: 45, to: 45, unit: 'minute' });
    expect(parseDeliveryTime('40-30 min')).toEqual({ from: 30, to: 40, unit: 'minute' });
  });

  it('leaves other text alone', () => {
    expect(parseDeliveryTime('tomorrow morning')).toBeNull();
    expect(parseDeliveryTime('30-40 weeks')).toBeNull();
    expect(parseDeliveryTime('')).toBeNull();
  });
});

describe('deliveryRange', () => {
  it('writes one figure when both ends agree', () => {
    expect(deliveryRange({ from: 45, to: 45, unit: 'minute' })).toBe('45');
    expect(deliveryRange({ from: 1, to: 2, unit: 'day' })).toBe('1–2');
  });
});
