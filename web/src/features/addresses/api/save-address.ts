import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { apiFetch } from '@/shared/api/client';
import { swrKeys } from '@/shared/api/swr-keys';
import type { Address, AddressBody, AddressSaved } from '@/features/addresses/types';

/** POST /api/v1/customer/address/add: 'Successfully added!' and the stored address. */
export function addAddress(body: AddressBody): Promise<AddressSaved> {
  return apiFetch<AddressSaved>('/api/v1/customer/address/add', { method: 'POST', body });
}

/** PUT /api/v1/customer/address/update/{id}: 'Successfully updated!' and the stored address. */
export function updateAddress(id: number, body: AddressBody): Promise<AddressSaved> {
  return apiFetch<AddressSaved>(`/api/v1/customer/address/update/${id}`, { method: 'PUT', body });
}

/** `addresses` with `saved` in place of the address of its id, or added first. */
export function withSaved(addresses: readonly Address[] | undefined, saved: Address): Address[] {
  const list = addresses ?? [];
  return list.some((address) => address.id === saved.id)
    ? list.map((address) => (address.id === saved.id ? saved : address))
    : [saved, ...list];
}

/** Add (no id) or change an address; the stored address the server answers goes straight into the list. */
export function useSaveAddress() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (id: number | null, body: AddressBody): Promise<AddressSaved> => {
      const answer = id === null ? await addAddress(body) : await updateAddress(id, body);
      await mutate<Address[]>(swrKeys.addresses(), (current) => withSaved(current, answer.address), { revalidate: false });
      return answer;
    },
    [mutate],
  );
}
