/**
 * The Idempotency-Key of a checkout attempt. One key stands for one intended order: a second click,
 * or a retry of the same order after a lost answer, sends the same key, so the server answers the
 * same order instead of making a second one. Once what is ordered changes (another address, coupon,
 * slot, the cart itself), it is a new attempt with a new key.
 */
export interface AttemptKeys {
  /** The key for an order described by `signature` (the same signature, the same key). */
  keyFor(signature: string): string;
}

/** Keys drawn from `draw` (crypto.randomUUID by default: 36 characters, under the server's 64). */
export function attemptKeys(draw: () => string = () => crypto.randomUUID()): AttemptKeys {
  let last: { signature: string; key: string } | null = null;
  return {
    keyFor(signature) {
      if (last?.signature !== signature) last = { signature, key: draw() };
      return last.key;
    },
  };
}
