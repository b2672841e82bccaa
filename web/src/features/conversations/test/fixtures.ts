import type { Conversation, ConversationPage, Message, Peer } from '@/features/conversations/types';
import { picture } from '@/test/fixtures/pictures';

/** The inbox as the stories and tests see it (issue 28's contract shapes). */
export const STORE_PEER: Peer = { kind: 'store', id: 3, name: 'Green Basket', image_full_url: null };
export const COURIER_PEER: Peer = { kind: 'courier', id: 7, name: 'Samir Haddad', image_full_url: picture('Samir', '#00796b', 80) };
export const SUPPORT_PEER: Peer = { kind: 'support', id: null, name: 'Storefront support', image_full_url: null };

export function message(id: number, sender: Message['sender'], body: string, createdAt: string, extra: Partial<Message> = {}): Message {
  return { id, seq: id, sender, body, images: [], client_message_id: null, created_at: createdAt, ...extra };
}

export function conversation(id: number, peer: Peer, last: Message | null, extra: Partial<Conversation> = {}): Conversation {
  return {
    id,
    peer,
    order_id: null,
    last_message: last,
    unread_count: 0,
    can_write: true,
    updated_at: last?.created_at ?? '2026-11-28T09:00:00Z',
    ...extra,
  };
}

export const CONVERSATIONS: Conversation[] = [
  conversation(1, STORE_PEER, message(12, 'store', 'Your order is being prepared, it will be ready in 10 minutes.', '2026-11-29T10:58:00Z'), {
    order_id: 1042,
    unread_count: 2,
  }),
  conversation(2, COURIER_PEER, message(9, 'customer', 'Please ring twice, the bell is weak.', '2026-11-29T09:40:00Z'), { order_id: 1042 }),
  conversation(3, SUPPORT_PEER, message(4, 'support', '', '2026-11-20T15:00:00Z', { images: [{ url: picture('Receipt', '#7c4dff') }] }), {
    can_write: true,
  }),
];

export function conversationPage(conversations: Conversation[] = CONVERSATIONS): ConversationPage {
  return {
    total_size: conversations.length,
    limit: 50,
    offset: 1,
    unread_total: conversations.reduce((sum, c) => sum + c.unread_count, 0),
    conversations,
  };
}

export const THREAD: Message[] = [
  message(10, 'customer', 'Hello! Could you add extra napkins to order #1042?', '2026-11-28T18:02:00Z'),
  message(11, 'store', 'Of course, we will add them.', '2026-11-28T18:05:00Z'),
  message(12, 'store', 'Your order is being prepared, it will be ready in 10 minutes.', '2026-11-29T10:58:00Z'),
];
