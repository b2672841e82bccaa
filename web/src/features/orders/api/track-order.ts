import { useEffect, useRef, useState } from 'react';
import useSWR from 'swr';
import { apiFetch } from '@/shared/api/client';
import { swrKeys, type OrderReach } from '@/shared/api/swr-keys';
import { followOrder } from '@/features/orders/api/follow-order';
import { isRunning } from '@/features/orders/model/statuses';
import type { GuestPass, Order, OrderLine } from '@/features/orders/types';

/** How often a running order is asked again when its live stream cannot be opened (the fallback). */
export const TRACK_REFRESH_MS = 10_000;

/** The pause before a stream that ended (the server's 5 minutes) is opened again. */
const REOPEN_MS = 1_000;

/** How `orderId` is reached: by the token, or by a guest's pass. */
const reach = (orderId: number, guest: GuestPass | null): OrderReach =>
  guest ? { order_id: orderId, guest_id: guest.guest_id, contact_number: guest.contact_number } : { order_id: orderId };

/**
 * GET /api/v1/customer/order/track: the order with its status history, followed live while it runs.
 * Each status event of the stream reads the order again (its history and times); when the stream
 * cannot be opened, the order is asked again every TRACK_REFRESH_MS instead.
 */
export function useTrackedOrder(orderId: number | null, guest: GuestPass | null) {
  const [live, setLive] = useState(true);
  const [round, setRound] = useState(0);
  const key = orderId ? swrKeys.trackedOrder(reach(orderId, guest)) : null;
  const answer = useSWR(key, (url: string) => apiFetch<Order>(url), {
    refreshInterval: (order) => (!live && order && isRunning(order.order_status) ? TRACK_REFRESH_MS : 0),
    shouldRetryOnError: false,
  });
  const { data, mutate } = answer;
  const shown = useRef<string | null>(null);
  useEffect(() => {
    shown.current = data?.order_status ?? null;
  }, [data?.order_status]);
  const running = data ? isRunning(data.order_status) : false;
  const guestId = guest?.guest_id;
  const contactNumber = guest?.contact_number;

  useEffect(() => {
    if (!orderId || !running) return;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const follower = guestId !== undefined && contactNumber !== undefined ? { guest_id: guestId, contact_number: contactNumber } : null;
    const onStatus = (status: string) => {
      if (status !== shown.current) void mutate();
    };
    followOrder(orderId, follower, onStatus, controller.signal).then(
      async () => {
        await mutate();
        if (!controller.signal.aborted) timer = setTimeout(() => setRound((n) => n + 1), REOPEN_MS);
      },
      () => {
        if (!controller.signal.aborted) setLive(false);
      },
    );
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [orderId, guestId, contactNumber, running, round, mutate]);

  return answer;
}

/** GET /api/v1/customer/order/details: the order's lines. */
export function useOrderLines(orderId: number | null, guest: GuestPass | null) {
  const key = orderId ? swrKeys.orderLines(reach(orderId, guest)) : null;
  return useSWR(key, (url: string) => apiFetch<OrderLine[]>(url), { shouldRetryOnError: false });
}
