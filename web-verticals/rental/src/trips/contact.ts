/** The trip checkout's contact rules, as the storefront's own forms and the server hold them. */

/** SPEC.md section 5: the phone input strips non-digits but keeps a leading +. */
export function keepPhoneCharacters(input: string): string {
  const plus = input.trimStart().startsWith('+') ? '+' : '';
  return plus + input.replace(/\D/g, '');
}

/** An optional leading + then 7 to 15 digits (E.164's longest number). */
export const PHONE_PATTERN = /^\+?\d{7,15}$/;

/** A new Idempotency-Key for one booking attempt: repeated clicks and retries of it book one trip. */
export function attemptKey(): string {
  const random = globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`;
  return `trip-${random}`;
}
