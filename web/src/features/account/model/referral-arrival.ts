import { writeStored } from '@/shared/storage/local-storage';

/**
 * A friend's referral code on its way to the sign-up form. A shared link (`<origin>/?ref=CODE`) names
 * it in the address; the shopper may browse first (choosing a module on a phone reloads the page) and
 * sign up later in the visit, so the landing page keeps it for the tab: session storage ends with the
 * visit and is never another tab's. Kept apart from its reading (model/referral-sign-up.ts): this is
 * all the landing page's first load carries.
 */
export const REFERRAL_KEY = 'referral-code';

/** The code the address (`search`) names as `ref`, or null. */
export function referralCodeIn(search: string): string | null {
  return new URLSearchParams(search).get('ref')?.trim() || null;
}

/** Keep the code the address names, if any, for a sign-up later in the visit. */
export function rememberReferral(search: string): void {
  const code = referralCodeIn(search);
  if (code) writeStored(REFERRAL_KEY, code, window.sessionStorage);
}
