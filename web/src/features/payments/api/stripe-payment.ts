import useSWR from 'swr';
import { apiFetch } from '@/shared/api/client';
import type { StripePayment } from '@/features/payments/types';

/**
 * GET /api/v1/payments/stripe/{token}: the payment the card page stands for, to its owner only (the
 * customer of the stored token, else the guest named by `guestId`); 404 for anyone else or no such token.
 */
export function useStripePayment(token: string, guestId: string | null) {
  const path = `/api/v1/payments/stripe/${encodeURIComponent(token)}`;
  return useSWR([path, guestId] as const, ([url, guest]) => apiFetch<StripePayment>(url, { query: { guest_id: guest } }), {
    shouldRetryOnError: false,
    revalidateOnFocus: false,
  });
}
