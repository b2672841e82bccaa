import { useEffect, useState } from 'react';
import useSWR from 'swr';
import { apiFetch, apiUrl } from '@/shared/api/client';
import { swrKeys } from '@/shared/api/swr-keys';
import { contextHeaders } from '@/shared/api/context-headers';
import { ApiError } from '@/shared/api/errors';
import type { GuestPass } from '@/features/orders/types';

const pass = (guest: GuestPass | null) => (guest ? { guest_id: guest.guest_id, contact_number: guest.contact_number } : {});

/** GET /api/v1/customer/order/prescriptions: the ids of an order's prescription images (none: []). */
export function usePrescriptionIds(orderId: number | null, guest: GuestPass | null) {
  const key = orderId ? swrKeys.orderPrescriptions({ order_id: orderId, ...pass(guest) }) : null;
  return useSWR(key, (url: string) => apiFetch<{ prescription_ids: number[] }>(url), { shouldRetryOnError: false, revalidateOnFocus: false });
}

/**
 * The order's prescription images as object URLs of this page, in `ids`' order (null while they load).
 * The server answers them only to the order's owner (a customer's token is a header, so an <img> could
 * not ask for them itself); the URLs are given back when the images go.
 */
export function usePrescriptionImages(orderId: number, ids: readonly number[] | undefined, guest: GuestPass | null): string[] | null {
  const [urls, setUrls] = useState<string[] | null>(null);
  const wanted = ids?.join(',') ?? '';
  const guestId = guest?.guest_id;
  const contact = guest?.contact_number;
  useEffect(() => {
    if (!wanted) return;
    const controller = new AbortController();
    let made: string[] = [];
    const reach = guestId !== undefined && contact !== undefined ? { guest_id: guestId, contact_number: contact } : {};
    void Promise.all(
      wanted.split(',').map(async (id) => {
        const response = await fetch(apiUrl('/api/v1/customer/order/prescription', { order_id: orderId, prescription_id: id, ...reach }), {
          headers: contextHeaders(),
          signal: controller.signal,
        });
        if (!response.ok) throw await ApiError.from(response);
        return URL.createObjectURL(await response.blob());
      }),
    ).then(
      (found) => {
        made = found;
        if (controller.signal.aborted) found.forEach((url) => URL.revokeObjectURL(url));
        else setUrls(found);
      },
      () => undefined,
    );
    return () => {
      controller.abort();
      made.forEach((url) => URL.revokeObjectURL(url));
    };
  }, [orderId, wanted, guestId, contact]);
  return wanted ? urls : [];
}
