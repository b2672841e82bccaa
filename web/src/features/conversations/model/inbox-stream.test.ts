import { afterEach, describe, expect, it, vi } from 'vitest';
import { followInbox } from '@/features/conversations/api/follow-inbox';
import { keepInboxStream } from '@/features/conversations/model/inbox-stream';
import { message } from '@/features/conversations/test/fixtures';
import type { InboxEvent } from '@/features/conversations/types';

/** One `event: message` as the server writes it, with its seq as the event id. */
function frame(seq: number, conversationId = 1): string {
  const data: InboxEvent = { conversation_id: conversationId, message: message(100 + seq, 'store', `m${seq}`, '2026-11-29T10:00:00Z', { seq }), unread_count: 1, unread_total: seq };
  return `event: message\nid: ${seq}\ndata: ${JSON.stringify(data)}\n\n`;
}

/** A stream body that delivers `chunks` then ends (the server's few minutes are up, or the connection dropped). */
function streamOf(chunks: string[]): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
      controller.close();
    },
  });
  return new Response(body, { headers: { 'Content-Type': 'text/event-stream' } });
}

afterEach(() => vi.unstubAllGlobals());

describe('the inbox stream', () => {
  it('reopens after a drop with the last seq as Last-Event-ID and hands on each message once', async () => {
    const controller = new AbortController();
    const seen: number[] = [];
    const asked: (string | null)[] = [];
    const totals: number[] = [];
    const answers = [
      // The first connection: ready (the last seq stored: 4), two messages, the second split across
      // chunks, then a drop.
      () => streamOf(['event: ready\nid: 4\ndata: {"unread_total":1}\n\n', ': keep-alive\n\n', frame(5), frame(6).slice(0, 20), frame(6).slice(20)]),
      // The reconnect replays from 6 on; the server's overlap (6 again) must not show twice, and its
      // ready event (the newest seq stored, 7) must not skip the replay.
      () => streamOf(['event: ready\nid: 7\ndata: {"unread_total":3}\n\n', frame(6), frame(7)]),
      () => {
        controller.abort();
        return streamOf([]);
      },
    ];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        asked.push(new Headers(init.headers).get('Last-Event-ID'));
        return answers.shift()!();
      }),
    );
    await keepInboxStream({
      follow: followInbox,
      onEvent: (event) => seen.push(event.message.seq),
      onUnreadTotal: (total) => totals.push(total),
      signal: controller.signal,
      wait: async () => undefined,
    });
    expect(asked).toEqual([null, '6', '7']);
    expect(seen).toEqual([5, 6, 7]);
    expect(totals).toEqual([1, 3]);
  });

  it('resumes from the ready event’s seq when the first stream drops before any message', async () => {
    const controller = new AbortController();
    const asked: (string | null)[] = [];
    const answers = [
      () => streamOf(['event: ready\nid: 41\ndata: {"unread_total":0}\n\n']),
      () => {
        controller.abort();
        return streamOf([]);
      },
    ];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        asked.push(new Headers(init.headers).get('Last-Event-ID'));
        return answers.shift()!();
      }),
    );
    await keepInboxStream({ follow: followInbox, onEvent: () => undefined, signal: controller.signal, wait: async () => undefined });
    expect(asked).toEqual([null, '41']);
  });

  it('waits longer after each failure and stops when the session is refused', async () => {
    const waits: number[] = [];
    const statuses = [503, 503, 401];
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ errors: [{ code: 'x', message: 'x' }] }, { status: statuses.shift()! })),
    );
    await keepInboxStream({
      follow: followInbox,
      onEvent: () => undefined,
      signal: new AbortController().signal,
      wait: async (ms) => void waits.push(ms),
    });
    expect(waits).toEqual([2000, 4000]);
  });
});
