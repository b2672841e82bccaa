import type { Draft, Message, ThreadEntry } from '@/features/conversations/types';

/**
 * A thread as the page holds it: the messages the server has (each once, by id, oldest first), the
 * drafts still on their way or refused, and whether older messages remain on the server.
 */
export interface ThreadState {
  messages: Message[];
  drafts: { draft: Draft; state: 'sending' | 'failed'; error?: string }[];
  hasMore: boolean;
}

export const EMPTY_THREAD: ThreadState = { messages: [], drafts: [], hasMore: false };

export type ThreadAction =
  /** The newest page (first read, or read again to mark the thread read). */
  | { type: 'newest'; messages: Message[]; hasMore: boolean }
  /** An older page (before the oldest message shown). */
  | { type: 'older'; messages: Message[]; hasMore: boolean }
  /** One message: a send's answer or a live event (possibly one already shown). */
  | { type: 'arrived'; message: Message }
  | { type: 'sending'; draft: Draft }
  | { type: 'failed'; clientMessageId: string; error: string };

/**
 * `incoming` merged into `shown`: one entry per id (the server's copy wins), ordered by id, which the
 * server gives in the order messages were stored. A stream's replay after a reconnect, a send's answer
 * and the same message's live event therefore never show a message twice.
 */
export function mergeMessages(shown: readonly Message[], incoming: readonly Message[]): Message[] {
  if (incoming.length === 0) return shown as Message[];
  const byId = new Map(shown.map((message) => [message.id, message]));
  for (const message of incoming) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/** The drafts the server has now answered for (their client id came back on a message) are done. */
function withoutAnswered(drafts: ThreadState['drafts'], messages: readonly Message[]): ThreadState['drafts'] {
  const answered = new Set(messages.map((message) => message.client_message_id).filter((id): id is string => id !== null));
  return drafts.filter(({ draft }) => !answered.has(draft.client_message_id));
}

export function threadReducer(state: ThreadState, action: ThreadAction): ThreadState {
  switch (action.type) {
    case 'newest': {
      const messages = mergeMessages(state.messages, action.messages);
      // Only the first read says whether older ones remain; a later read of the newest page does not
      // know about the older pages already shown.
      const hasMore = state.messages.length === 0 ? action.hasMore : state.hasMore;
      return { messages, hasMore, drafts: withoutAnswered(state.drafts, action.messages) };
    }
    case 'older':
      return { ...state, messages: mergeMessages(state.messages, action.messages), hasMore: action.hasMore };
    case 'arrived':
      return {
        ...state,
        messages: mergeMessages(state.messages, [action.message]),
        drafts: withoutAnswered(state.drafts, [action.message]),
      };
    case 'sending': {
      const others = state.drafts.filter(({ draft }) => draft.client_message_id !== action.draft.client_message_id);
      // A retried draft keeps its place among the others.
      const at = state.drafts.findIndex(({ draft }) => draft.client_message_id === action.draft.client_message_id);
      const entry = { draft: action.draft, state: 'sending' as const };
      if (at === -1) return { ...state, drafts: [...others, entry] };
      return { ...state, drafts: [...others.slice(0, at), entry, ...others.slice(at)] };
    }
    case 'failed':
      return {
        ...state,
        drafts: state.drafts.map((entry) =>
          entry.draft.client_message_id === action.clientMessageId ? { ...entry, state: 'failed', error: action.error } : entry,
        ),
      };
  }
}

/** What the thread draws: the messages, then the drafts still on their way or refused. */
export function threadEntries(state: ThreadState): ThreadEntry[] {
  return [
    ...state.messages.map((message): ThreadEntry => ({ state: 'sent', message })),
    ...state.drafts.map(({ draft, state: sendState, error }): ThreadEntry => ({ state: sendState, draft, error })),
  ];
}

/** A fresh client message id: what makes a retried or double-tapped send one message on the server. */
export function newClientMessageId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
