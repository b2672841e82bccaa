import type { InboxEvent } from '@/features/conversations/types';

type Listener = (event: InboxEvent) => void;

/**
 * The tab's one inbox stream hands each message to whoever shows it (the open thread), so a second
 * stream is never opened for a page. The stream itself runs in containers/inbox-live.tsx.
 */
const listeners = new Set<Listener>();

export function onInboxEvent(listener: Listener): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export function emitInboxEvent(event: InboxEvent): void {
  for (const listener of [...listeners]) listener(event);
}
