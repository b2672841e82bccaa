import useSWR from 'swr';
import { apiFetch, apiUrl } from '@/shared/api/client';
import { isRunning } from '@/features/orders/model/statuses';
import type { GuestPass, Order, OrderLine } from '@/features/orders/types';

/**
 * How often a running order is asked again. The server offers no live stream yet; a status changes
 * every few tens of seconds at the fastest (the demo dispatcher's default is 20 s).
 */
export const TRACK_REFRESH_MS = 10_000;

const pass = (guest: GuestPass | null) => (guest ? { guest_id: guest.guest_id, contact_number: guest.contact_number } : {});

/** GET /api/v1/customer/order/track: the order with its status history, followed while it runs. */
export function useTrackedOrder(orderId: number | null, guest: GuestPass | null) {
  const key = orderId ? apiUrl('/api/v1/customer/order/track', { order_id: orderId, ...pass(guest) }) : null;
  return useSWR(key, (url: string) => apiFetch<Order>(url), {
    refreshInterval: (order) => (order && isRunning(order.order_status) ? TRACK_REFRESH_MS : 0),
    shouldRetryOnError: false,
  });
}

/** GET /api/v1/customer/order/details: the order's lines. */
export function useOrderLines(orderId: number | null, guest: GuestPass | null) {
  const key = orderId ? apiUrl('/api/v1/customer/order/details', { order_id: orderId, ...pass(guest) }) : null;
  return useSWR(key, (url: string) => apiFetch<OrderLine[]>(url), { shouldRetryOnError: false });
}
