import useSWR, { mutate } from 'swr';
import { apiFetch } from '@/shared/api/client';
import { swrKeys } from '@/shared/api/swr-keys';
import type { Schemas } from '@/shared/api/types';

export type CustomerInfo = Schemas['CustomerInfo'];
export type ProfileUpdate = Schemas['ProfileUpdated'];

/** GET /api/v1/customer/info, cached under swrKeys.profile(); logout and deletion forget it. */
export function getCustomerInfo(): Promise<CustomerInfo> {
  return apiFetch<CustomerInfo>(swrKeys.profile());
}

/** The logged-in customer's profile (no request without a token). */
export function useCustomerInfo(loggedIn: boolean) {
  return useSWR(loggedIn ? swrKeys.profile() : null, getCustomerInfo);
}

/** Forget the profile and the devices of the customer who leaves (nothing of them shows to the next visitor). */
export async function forgetCustomerInfo(): Promise<void> {
  await Promise.all([
    mutate(swrKeys.profile(), undefined, { revalidate: false }),
    mutate(swrKeys.sessions(), undefined, { revalidate: false }),
  ]);
}

/** POST /api/v1/customer/update-profile, as multipart/form-data (the photo travels with it). */
export function updateProfile(form: FormData): Promise<ProfileUpdate> {
  return apiFetch<ProfileUpdate>('/api/v1/customer/update-profile', { method: 'POST', body: form });
}

/** DELETE /api/v1/customer/remove-account. */
export function removeAccount(): Promise<Schemas['MessageAnswer']> {
  return apiFetch<Schemas['MessageAnswer']>('/api/v1/customer/remove-account', { method: 'DELETE' });
}
