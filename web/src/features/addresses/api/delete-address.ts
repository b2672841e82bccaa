import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { apiFetch } from '@/shared/api/client';
import { swrKeys } from '@/shared/api/swr-keys';
import type { Address, AddressDeleted } from '@/features/addresses/types';

/** DELETE /api/v1/customer/address/delete?address_id=: 'Successfully removed!' */
export function deleteAddress(id: number): Promise<AddressDeleted> {
  return apiFetch<AddressDeleted>('/api/v1/customer/address/delete', { method: 'DELETE', query: { address_id: id } });
}

/** Delete an address; it leaves the cached list once the server has removed it. */
export function useDeleteAddress() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (id: number): Promise<AddressDeleted> => {
      const answer = await deleteAddress(id);
      await mutate<Address[]>(swrKeys.addresses(), (current) => (current ?? []).filter((address) => address.id !== id), { revalidate: false });
      return answer;
    },
    [mutate],
  );
}
