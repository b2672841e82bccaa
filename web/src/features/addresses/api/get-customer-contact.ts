import { useMemo } from 'react';
import useSWR from 'swr';
import { apiFetch } from '@/shared/api/client';
import { swrKeys } from '@/shared/api/swr-keys';
import type { Schemas } from '@/shared/api/types';
import { useAtomValue } from '@/shared/state/app-store';
import { isLoggedInAtom } from '@/shared/state/session';

type CustomerInfo = Schemas['CustomerInfo'];

/** The customer's name and phone, which a new address starts with (SPEC.md section 6). */
export function useCustomerContact(): { name?: string; phone?: string } {
  const loggedIn = useAtomValue(isLoggedInAtom);
  // The profile page's key: both share one answer.
  const { data } = useSWR(loggedIn ? swrKeys.profile() : null, (path: string) => apiFetch<CustomerInfo>(path), { revalidateOnFocus: false });
  // One object per answer: the order form's destination is derived from it, and a new object at each
  // render would draw the whole form again whenever anything above it renders.
  return useMemo(() => {
    if (!data) return {};
    const name = [data.f_name, data.l_name].filter(Boolean).join(' ');
    return { name: name || undefined, phone: data.phone || undefined };
  }, [data]);
}
