import { describe, expect, it } from 'vitest';
import { attemptKeys } from '@/features/checkout/model/attempt-key';

describe('the Idempotency-Key of a checkout attempt', () => {
  it('is the same for every click of one attempt and new once renewed', () => {
    let n = 0;
    const keys = attemptKeys(() => `key-${++n}`);
    expect(keys.current()).toBe('key-1');
    expect(keys.current()).toBe('key-1');
    keys.renew();
    expect(keys.current()).toBe('key-2');
  });

  it('draws random keys within the server’s 64 characters', () => {
    const a = attemptKeys().current();
    expect(a.length).toBeLessThanOrEqual(64);
    expect(attemptKeys().current()).not.toBe(a);
  });
});
