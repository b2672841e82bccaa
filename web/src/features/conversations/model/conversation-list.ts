import type { ConversationPage, InboxEvent } from '@/features/conversations/types';

/**
 * The list after a live message: its conversation carries the message, its unread count and moves to
 * the top (newest activity first). Null when the conversation is not on this page (a new one): the
 * list is then read again.
 */
export function withEvent(page: ConversationPage, event: InboxEvent): ConversationPage | null {
  const at = page.conversations.findIndex((conversation) => conversation.id === event.conversation_id);
  if (at === -1) return null;
  const current = page.conversations[at]!;
  // A message older than the one shown (a replay) changes nothing but the counts.
  const newer = !current.last_message || current.last_message.id <= event.message.id;
  const updated = {
    ...current,
    last_message: newer ? event.message : current.last_message,
    updated_at: newer ? event.message.created_at : current.updated_at,
    unread_count: event.unread_count,
  };
  const others = page.conversations.filter((_, index) => index !== at);
  return { ...page, unread_total: event.unread_total, conversations: newer ? [updated, ...others] : page.conversations.map((c, i) => (i === at ? updated : c)) };
}

/** The list once a conversation is read: its unread count is 0 and the total drops by what it had. */
export function withRead(page: ConversationPage, conversationId: number): ConversationPage {
  const conversation = page.conversations.find((candidate) => candidate.id === conversationId);
  if (!conversation || conversation.unread_count === 0) return page;
  return {
    ...page,
    unread_total: Math.max(0, page.unread_total - conversation.unread_count),
    conversations: page.conversations.map((candidate) => (candidate.id === conversationId ? { ...candidate, unread_count: 0 } : candidate)),
  };
}
