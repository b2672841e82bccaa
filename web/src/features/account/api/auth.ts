import { apiFetch } from '@/shared/api/client';
import type { Schemas } from '@/shared/api/types';
import type { IdentifierKind } from '@/features/account/model/identifier';

export type AuthAnswer = Schemas['AuthAnswer'];
/** A sign-up's session; `verification_on: 'email'` when the new account's email waits for its code. */
export type SignUpAnswer = Schemas['SignUpAnswer'];

export interface SignInInput {
  emailOrPhone: string;
  fieldType: Exclude<IdentifierKind, 'invalid'>;
  password: string;
  /** The guest whose cart joins the customer's. */
  guestId: string | null;
}

/** POST /api/v1/auth/login: manual login with an email or a phone. */
export function signIn(input: SignInInput): Promise<AuthAnswer> {
  const body: Schemas['LoginBody'] = {
    email_or_phone: input.emailOrPhone,
    password: input.password,
    login_type: 'manual',
    field_type: input.fieldType,
    ...(input.guestId ? { guest_id: input.guestId } : {}),
  };
  return apiFetch<AuthAnswer>('/api/v1/auth/login', { method: 'POST', body });
}

export interface SignUpInput {
  name: string;
  email: string;
  phone: string;
  password: string;
  refCode?: string;
  guestId: string | null;
}

/** POST /api/v1/auth/sign-up: a new customer, logged in at once. */
export function signUp(input: SignUpInput): Promise<SignUpAnswer> {
  const refCode = input.refCode?.trim();
  const body: Schemas['SignUpBody'] = {
    name: input.name.trim(),
    email: input.email.trim(),
    phone: input.phone.trim(),
    password: input.password,
    ...(refCode ? { ref_code: refCode } : {}),
    ...(input.guestId ? { guest_id: input.guestId } : {}),
  };
  return apiFetch<SignUpAnswer>('/api/v1/auth/sign-up', { method: 'POST', body });
}

/**
 * POST /api/v1/auth/logout with the token that is leaving. The app has already forgotten it, so a
 * refusal (an expired token) is not taken for a rejected session; its failure changes nothing.
 */
export async function revokeToken(token: string): Promise<void> {
  await apiFetch<Schemas['MessageAnswer']>('/api/v1/auth/logout', { method: 'POST', headers: { Authorization: `Bearer ${token}` } }).catch(() => undefined);
}
