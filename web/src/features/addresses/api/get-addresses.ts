import useSWR from 'swr';
import { apiFetch } from '@/shared/api/client';
import { swrKeys } from '@/shared/api/swr-keys';
import { useAtomValue } from '@/shared/state/app-store';
import { isLoggedInAtom } from '@/shared/state/session';
import type { Address, AddressList } from '@/features/addresses/types';

/** GET /api/v1/customer/address/list: the customer's saved addresses (logged in only). */
export async function getAddresses(path: string): Promise<Address[]> {
  return (await apiFetch<AddressList>(path)).addresses;
}

/** The saved addresses of the logged-in customer; a guest has none and nothing is asked. */
export function useAddresses() {
  const loggedIn = useAtomValue(isLoggedInAtom);
  return useSWR(loggedIn ? swrKeys.addresses() : null, getAddresses);
}
