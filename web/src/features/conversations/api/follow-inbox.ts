import { apiUrl } from '@/shared/api/client';
import { contextHeaders } from '@/shared/api/context-headers';
import { ApiError } from '@/shared/api/errors';
import { readEvents } from '@/shared/api/event-stream';
import type { InboxEvent } from '@/features/conversations/types';

function isInboxEvent(value: unknown): value is InboxEvent {
  if (typeof value !== 'object' || value === null) return false;
  const event = value as Partial<InboxEvent>;
  return typeof event.conversation_id === 'number' && typeof event.message === 'object' && event.message !== null && typeof event.message.id === 'number';
}

/**
 * GET /api/v1/customer/message/stream: call `onReady` with the `ready` event (the last seq stored and
 * the unread total, sent first), then `onMessage` with each message event and its seq, until the
 * stream ends (the server closes it after a few minutes) or `signal` aborts. With `lastEventId` the
 * server first replays every message after it. Read with fetch, as the order stream is, since
 * EventSource cannot send the Authorization header. Rejects when it cannot be opened (an ApiError
 * for a refusal, so a 401 can stop the retries).
 */
export async function followInbox(
  lastEventId: number | null,
  onMessage: (event: InboxEvent, seq: number) => void,
  signal: AbortSignal,
  onReady?: (seq: number, unreadTotal: number) => void,
): Promise<void> {
  const headers = new Headers(contextHeaders());
  headers.set('Accept', 'text/event-stream');
  if (lastEventId !== null) headers.set('Last-Event-ID', String(lastEventId));
  const response = await fetch(apiUrl('/api/v1/customer/message/stream'), { headers, signal });
  if (!response.ok) throw await ApiError.from(response);
  if (!response.body) throw new Error('No stream');
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    const { events, rest } = readEvents(buffer + value);
    buffer = rest;
    for (const event of events) {
      if (event.event === 'ready') {
        try {
          const { unread_total: total } = JSON.parse(event.data) as { unread_total?: unknown };
          const seq = Number(event.id);
          if (Number.isInteger(seq) && typeof total === 'number') onReady?.(seq, total);
        } catch {
          // a malformed ready event changes nothing: the messages still come
        }
        continue;
      }
      if (event.event !== 'message') continue;
      try {
        const data: unknown = JSON.parse(event.data);
        if (!isInboxEvent(data)) continue;
        const seq = Number(event.id ?? data.message.seq);
        onMessage(data, Number.isFinite(seq) ? seq : data.message.seq);
      } catch {
        // A malformed event is skipped; the thread's own read shows the message anyway.
      }
    }
  }
}
