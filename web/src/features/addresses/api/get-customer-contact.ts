import useSWR from 'swr';
import { apiFetch } from '@/shared/api/client';
import type { Schemas } from '@/shared/api/types';
import { useAtomValue } from '@/shared/state/app-store';
import { isLoggedInAtom } from '@/shared/state/session';

/** The profile's path: the same swr key as the profile page, so both share one answer. */
const PROFILE_PATH = '/api/v1/customer/info';

type CustomerInfo = Schemas['CustomerInfo'];

/** The customer's name and phone, which a new address starts with (SPEC.md section 6). */
export function useCustomerContact(): { name?: string; phone?: string } {
  const loggedIn = useAtomValue(isLoggedInAtom);
  const { data } = useSWR(loggedIn ? PROFILE_PATH : null, (path: string) => apiFetch<CustomerInfo>(path), { revalidateOnFocus: false });
  if (!data) return {};
  const name = [data.f_name, data.l_name].filter(Boolean).join(' ');
  return { name: name || undefined, phone: data.phone || undefined };
}
