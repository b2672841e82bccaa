import { apiFetch } from '@/shared/api/client';
import type { Schemas } from '@/shared/api/types';

export type OtpChannel = 'phone' | 'email';

/** POST /api/v1/auth/send-otp: a new code to the pending (or current) phone or email. */
export function sendOtp(channel: OtpChannel): Promise<Schemas['OtpSent']> {
  return apiFetch<Schemas['OtpSent']>('/api/v1/auth/send-otp', { method: 'POST', body: { verification_on: channel } });
}

/** POST /api/v1/auth/verify-phone or verify-email: check the code; a pending change is applied. */
export function verifyOtp(channel: OtpChannel, target: string, otp: string): Promise<Schemas['Verified']> {
  const body = channel === 'phone' ? { phone: target, otp } : { email: target, otp };
  return apiFetch<Schemas['Verified']>(`/api/v1/auth/verify-${channel}`, { method: 'POST', body });
}
