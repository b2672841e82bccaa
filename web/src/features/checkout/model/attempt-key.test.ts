import { describe, expect, it } from 'vitest';
import { attemptKeys } from '@/features/checkout/model/attempt-key';

describe('the Idempotency-Key of a checkout attempt', () => {
  it('is the same for every click on the same order, and new once the order changes', () => {
    let n = 0;
    const keys = attemptKeys(() => `key-${++n}`);
    expect(keys.keyFor('cart 1, delivery')).toBe('key-1');
    expect(keys.keyFor('cart 1, delivery')).toBe('key-1');
    expect(keys.keyFor('cart 1, take away')).toBe('key-2');
    expect(keys.keyFor('cart 1, delivery')).toBe('key-3');
  });

  it('draws random keys within the server’s 64 characters', () => {
    const a = attemptKeys().keyFor('order');
    expect(a.length).toBeLessThanOrEqual(64);
    expect(attemptKeys().keyFor('order')).not.toBe(a);
  });
});
