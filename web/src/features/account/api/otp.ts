import { apiFetch } from '@/shared/api/client';
import type { Schemas } from '@/shared/api/types';

export type OtpChannel = Schemas['SendOtpBody']['verification_on'];

/** POST /api/v1/auth/send-otp: a new code to the pending (or current) phone or email. */
export function sendOtp(channel: OtpChannel): Promise<Schemas['OtpSent']> {
  const body: Schemas['SendOtpBody'] = { verification_on: channel };
  return apiFetch<Schemas['OtpSent']>('/api/v1/auth/send-otp', { method: 'POST', body });
}

/** POST /api/v1/auth/verify-phone or verify-email: check the code; a pending change is applied. */
export function verifyOtp(channel: OtpChannel, target: string, otp: string): Promise<Schemas['Verified']> {
  const body: Schemas['VerifyPhoneBody'] | Schemas['VerifyEmailBody'] = channel === 'phone' ? { phone: target, otp } : { email: target, otp };
  return apiFetch<Schemas['Verified']>(`/api/v1/auth/verify-${channel}`, { method: 'POST', body });
}
