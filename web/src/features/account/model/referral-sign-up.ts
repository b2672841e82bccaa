import { readStored, removeStored } from '@/shared/storage/local-storage';
import { REFERRAL_KEY, referralCodeIn } from '@/features/account/model/referral-arrival';

/** The code the sign-up form starts with: the address's (`search`), else the one kept on arrival. */
export function referralCodeForSignUp(search: string): string | null {
  const remembered = readStored(REFERRAL_KEY, window.sessionStorage);
  return referralCodeIn(search) ?? (typeof remembered === 'string' ? remembered : null);
}

/** The account exists: the code has served. */
export function forgetReferral(): void {
  removeStored(REFERRAL_KEY, window.sessionStorage);
}
