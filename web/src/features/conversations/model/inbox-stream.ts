import { ApiError } from '@/shared/api/errors';
import type { InboxEvent } from '@/features/conversations/types';

/** Opens the stream once: resolves when it ends, rejects when it cannot be opened or drops. */
export type Follow = (
  lastEventId: number | null,
  onMessage: (event: InboxEvent, seq: number) => void,
  signal: AbortSignal,
  onReady?: (seq: number, unreadTotal: number) => void,
) => Promise<void>;

export interface InboxStreamOptions {
  follow: Follow;
  onEvent: (event: InboxEvent) => void;
  /** The unread total the server counts when a stream opens. */
  onUnreadTotal?: (total: number) => void;
  signal: AbortSignal;
  /** Waits `ms` (or until aborted); a test passes one that does not wait. */
  wait?: (ms: number, signal: AbortSignal) => Promise<void>;
}

/** The pause before a stream that ended normally is opened again. */
export const REOPEN_MS = 1_000;
/** After a drop the pause doubles from this up to MAX_BACKOFF_MS, so a server that is down is not hammered. */
export const FIRST_BACKOFF_MS = 2_000;
export const MAX_BACKOFF_MS = 30_000;

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/**
 * Keep the inbox stream open until `signal` aborts: reopened when it ends or drops, each time with the
 * last seq received as Last-Event-ID, so the server replays what was missed and nothing twice. Stops
 * for good when the server refuses the customer (401, 403): the session is over.
 */
export async function keepInboxStream({ follow, onEvent, onUnreadTotal, signal, wait = sleep }: InboxStreamOptions): Promise<void> {
  let lastSeq: number | null = null;
  let backoff = FIRST_BACKOFF_MS;
  while (!signal.aborted) {
    try {
      await follow(
        lastSeq,
        (event, seq) => {
          // A seq at or below the last one is a message already handed on (a replay overlap).
          if (lastSeq !== null && seq <= lastSeq) return;
          lastSeq = seq;
          backoff = FIRST_BACKOFF_MS;
          onEvent(event);
        },
        signal,
        (seq, total) => {
          // The first stream starts from the last seq stored: a reconnect replays what came after it. A
          // reconnect keeps its own last seq (the replay that follows is below the server's newest).
          if (lastSeq === null) lastSeq = seq;
          onUnreadTotal?.(total);
        },
      );
      if (signal.aborted) return;
      await wait(REOPEN_MS, signal);
    } catch (error) {
      if (signal.aborted) return;
      if (error instanceof ApiError && (error.status === 401 || error.status === 403)) return;
      await wait(backoff, signal);
      backoff = Math.min(MAX_BACKOFF_MS, backoff * 2);
    }
  }
}
