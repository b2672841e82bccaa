/**
 * The Idempotency-Key of a checkout attempt. One key stands for one intended order: a second click
 * (or a retry after a lost answer) sends the same key, so the server answers the same order instead
 * of making a second one. A new key is drawn only once the shopper changes what they are ordering
 * after a refusal, since that is a new attempt.
 */
export interface AttemptKeys {
  /** The key of the current attempt. */
  current(): string;
  /** Start a new attempt (the order changed after a refusal). */
  renew(): void;
}

/** Keys drawn from `draw` (crypto.randomUUID by default: 36 characters, under the server's 64). */
export function attemptKeys(draw: () => string = () => crypto.randomUUID()): AttemptKeys {
  let key = draw();
  return {
    current: () => key,
    renew: () => {
      key = draw();
    },
  };
}
