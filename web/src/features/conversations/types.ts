/**
 * The inbox's shapes (GET /api/v1/customer/message/list, /details, /send, /unread), generated from the
 * OpenAPI document, and the stream's events, which it does not describe.
 */

import type { Schemas } from '@/shared/api/types';

/** A conversation's other side: a store, a courier or the marketplace's support (kind), its name and picture. */
export type Peer = Schemas['PeerAnswer'];
export type PeerKind = Schemas['OpenBody']['peer_kind'];

/**
 * One message: `seq` is the customer's event number, increasing in commit order across all their
 * conversations (what the stream resumes from); `sender` is "customer", "store", "courier" or "support".
 */
export type Message = Schemas['SentAnswer']['message'];

/** A conversation as the inbox lists it; `can_write` is false outside the write window (48 hours after the last order). */
export type Conversation = Schemas['ConversationAnswer'];
export type ConversationPage = Schemas['ConversationList'];
/** A page of a thread: its messages oldest first, and whether older ones remain. */
export type ThreadPage = Schemas['ConversationDetails'];
export type Unread = Schemas['UnreadAnswer'];
export type SendAnswer = Schemas['SentAnswer'];
/** POST /api/v1/customer/message/conversation: finds or opens a conversation with a peer. */
export type OpenConversationBody = Schemas['OpenBody'];

/** One `event: message` of the inbox stream. */
export interface InboxEvent {
  conversation_id: number;
  message: Message;
  unread_count: number;
  unread_total: number;
}

/** A message as the thread shows it: sent, still sending, or refused (to retry with the same client id). */
export type ThreadEntry =
  | { state: 'sent'; message: Message }
  | { state: 'sending' | 'failed'; draft: Draft; error?: string };

/** What the customer wrote, kept until the server answers so it can be sent again under the same client id. */
export interface Draft {
  client_message_id: string;
  body: string;
  /** The pictures chosen, sent as files and previewed by object URL. */
  files: File[];
  previews: string[];
  created_at: string;
}
