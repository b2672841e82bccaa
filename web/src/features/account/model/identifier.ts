/**
 * SPEC.md section 5: a login identifier is an email by an email pattern, a phone by a phone pattern,
 * otherwise invalid. The patterns are the ones the sign-up and profile forms hold their fields to,
 * so whatever a customer signed up with is recognised at sign-in.
 */

/** Something@something.tld, no spaces, no dot at the end: the server's pattern. */
export const EMAIL_PATTERN = /^[^@\s]+@[^@\s]+\.[^@\s.]+$/;

/** An optional leading + then 7 to 15 digits (E.164's longest number). */
export const PHONE_PATTERN = /^\+?\d{7,15}$/;

export type IdentifierKind = 'email' | 'phone' | 'invalid';

/** The separators people type inside phone numbers, dropped before the phone pattern is tried. */
const PHONE_SEPARATORS = /[\s().-]/g;

export interface Identifier {
  kind: IdentifierKind;
  /** What is sent as `email_or_phone`: the trimmed email, or the phone without its separators. */
  value: string;
}

/** Classify what the customer typed in the sign-in form's single identifier field. */
export function classifyIdentifier(input: string): Identifier {
  const trimmed = input.trim();
  if (EMAIL_PATTERN.test(trimmed)) return { kind: 'email', value: trimmed };
  const phone = trimmed.replace(PHONE_SEPARATORS, '');
  if (PHONE_PATTERN.test(phone)) return { kind: 'phone', value: phone };
  return { kind: 'invalid', value: trimmed };
}

/**
 * SPEC.md section 5: the phone input strips non-digits but keeps a leading +. Applied on every
 * keystroke, so a pasted "+33 6 12-34" becomes "+3361234".
 */
export function keepPhoneCharacters(input: string): string {
  const plus = input.trimStart().startsWith('+') ? '+' : '';
  return plus + input.replace(/\D/g, '');
}
