import { apiUrl } from '@/shared/api/client';
import { contextHeaders } from '@/shared/api/context-headers';
import { readEvents } from '@/features/orders/model/event-stream';
import type { GuestPass } from '@/features/orders/types';

/**
 * GET /api/v1/customer/order/stream: call `onStatus` at each status event until the stream ends
 * (the order is delivered or canceled, or the server's 5 minutes are up) or `signal` aborts. Read
 * with fetch rather than EventSource, which cannot send the customer's Authorization header.
 * Resolves when the stream ends; rejects when it cannot be opened.
 */
export async function followOrder(orderId: number, guest: GuestPass | null, onStatus: (status: string) => void, signal: AbortSignal): Promise<void> {
  const headers = new Headers(contextHeaders());
  headers.set('Accept', 'text/event-stream');
  const query = { order_id: orderId, ...(guest ? { guest_id: guest.guest_id, contact_number: guest.contact_number } : {}) };
  const response = await fetch(apiUrl('/api/v1/customer/order/stream', query), { headers, signal });
  if (!response.ok || !response.body) throw new Error(`HTTP ${response.status}`);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    const { events, rest } = readEvents(buffer + value);
    buffer = rest;
    for (const event of events) {
      if (event.event !== 'status') continue;
      try {
        const { status } = JSON.parse(event.data) as { status?: unknown };
        if (typeof status === 'string') onStatus(status);
      } catch {
        // a malformed event is skipped; the next one, or the page's own read, tells the status
      }
    }
  }
}
