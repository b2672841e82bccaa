import { EMAIL_PATTERN, PHONE_PATTERN, classifyIdentifier } from '@/features/account/model/identifier';
import { ACCOUNT_LIMITS } from '@/features/account/model/limits';
import type { Resources } from '@/shared/i18n/resources';

/**
 * The account forms' checks as plain functions: each returns the problem (a key of the account
 * namespace's "validation" strings and its values) or null. SPEC.md section 5's wording for the
 * profile ('name is required', 'phone number required', 'Must be a valid email', 'Email is required',
 * 255 characters); the server checks the same again.
 */
export interface Problem {
  key: ValidationKey;
  values?: Record<string, number>;
}

/** The account namespace's "validation" strings. */
export type ValidationKey = keyof Resources['account']['validation'];

type Check = (value: string) => Problem | null;

const problem = (key: ValidationKey, values?: Record<string, number>): Problem => ({ key, values });

export const checkName: Check = (value) => {
  if (!value.trim()) return problem('nameRequired');
  return value.trim().length > ACCOUNT_LIMITS.nameMax ? problem('nameLong', { max: ACCOUNT_LIMITS.nameMax }) : null;
};

export const checkEmail: Check = (value) => {
  const email = value.trim();
  if (!email) return problem('emailRequired');
  if (email.length > ACCOUNT_LIMITS.emailMax) return problem('emailLong', { max: ACCOUNT_LIMITS.emailMax });
  return EMAIL_PATTERN.test(email) ? null : problem('emailInvalid');
};

export const checkPhone: Check = (value) => {
  if (!value.trim()) return problem('phoneRequired');
  return PHONE_PATTERN.test(value.trim()) ? null : problem('phoneInvalid');
};

export const checkIdentifier: Check = (value) => {
  if (!value.trim()) return problem('identifierRequired');
  return classifyIdentifier(value).kind === 'invalid' ? problem('identifierInvalid') : null;
};

/** A password that must be given (sign-up), or may be left empty (the profile keeps the old one). */
export function checkPassword(value: string, required = true): Problem | null {
  if (!value) return required ? problem('passwordRequired') : null;
  if (value.length < ACCOUNT_LIMITS.passwordMin) return problem('passwordShort', { min: ACCOUNT_LIMITS.passwordMin });
  return value.length > ACCOUNT_LIMITS.passwordMax ? problem('passwordLong', { max: ACCOUNT_LIMITS.passwordMax }) : null;
}

/** Sign-in takes whatever password the account has: only its presence is checked. */
export const checkPasswordGiven: Check = (value) => (value ? null : problem('passwordRequired'));

/** The confirmation repeats the password; it is required when asked, or once a password is typed. */
export function checkConfirmation(password: string, confirmation: string, required = false): Problem | null {
  if (!confirmation) return password || required ? problem('confirmRequired') : null;
  return confirmation === password ? null : problem('passwordMismatch');
}
