import { describe, expect, it } from 'vitest';
import { conversationPage, message } from '@/features/conversations/test/fixtures';
import { withEvent, withRead } from '@/features/conversations/model/conversation-list';

describe('the conversation list', () => {
  it('moves a conversation with a new message to the top with its unread counts', () => {
    const page = conversationPage();
    const arrived = message(20, 'courier', 'I am downstairs', '2026-11-29T11:00:00Z');
    const next = withEvent(page, { conversation_id: 2, message: arrived, unread_count: 1, unread_total: 3 })!;
    expect(next.conversations.map((c) => c.id)).toEqual([2, 1, 3]);
    expect(next.conversations[0]).toMatchObject({ unread_count: 1, last_message: { id: 20 } });
    expect(next.unread_total).toBe(3);
  });

  it('keeps the last message shown when a replayed older one arrives', () => {
    const page = conversationPage();
    const old = message(5, 'store', 'old', '2026-11-28T11:00:00Z');
    const next = withEvent(page, { conversation_id: 1, message: old, unread_count: 2, unread_total: 2 })!;
    expect(next.conversations.map((c) => c.id)).toEqual([1, 2, 3]);
    expect(next.conversations[0]!.last_message!.id).toBe(12);
  });

  it('asks for the list again for a conversation it does not hold', () => {
    const arrived = message(30, 'support', 'Hello', '2026-11-29T11:00:00Z');
    expect(withEvent(conversationPage(), { conversation_id: 99, message: arrived, unread_count: 1, unread_total: 3 })).toBeNull();
  });

  it('clears a read conversation’s count and takes it off the total', () => {
    const next = withRead(conversationPage(), 1);
    expect(next.conversations[0]!.unread_count).toBe(0);
    expect(next.unread_total).toBe(0);
  });
});
