import { describe, expect, it } from 'vitest';
import { message } from '@/features/conversations/test/fixtures';
import { EMPTY_THREAD, mergeMessages, threadEntries, threadReducer } from '@/features/conversations/model/thread';
import type { Draft } from '@/features/conversations/types';

const draft = (id: string, body = 'hi'): Draft => ({ client_message_id: id, body, files: [], previews: [], created_at: '2026-11-29T10:00:00Z' });

describe('a thread’s messages', () => {
  it('are merged by id: a replayed or repeated message shows once, in id order', () => {
    const shown = [message(1, 'store', 'a', '2026-11-29T10:00:00Z'), message(3, 'customer', 'c', '2026-11-29T10:02:00Z')];
    const merged = mergeMessages(shown, [message(3, 'customer', 'c', '2026-11-29T10:02:00Z'), message(2, 'store', 'b', '2026-11-29T10:01:00Z')]);
    expect(merged.map((m) => m.id)).toEqual([1, 2, 3]);
  });

  it('drop a draft once the server answers with its client id, whether by the send’s answer or the stream', () => {
    let state = threadReducer(EMPTY_THREAD, { type: 'newest', messages: [message(1, 'store', 'hello', '2026-11-29T10:00:00Z')], hasMore: true });
    state = threadReducer(state, { type: 'sending', draft: draft('c-1') });
    expect(threadEntries(state).map((entry) => entry.state)).toEqual(['sent', 'sending']);
    const answered = message(2, 'customer', 'hi', '2026-11-29T10:01:00Z', { client_message_id: 'c-1' });
    state = threadReducer(state, { type: 'arrived', message: answered });
    // The same message again (the live event after the send's answer) changes nothing.
    state = threadReducer(state, { type: 'arrived', message: answered });
    expect(threadEntries(state).map((entry) => entry.state)).toEqual(['sent', 'sent']);
    expect(state.messages.map((m) => m.id)).toEqual([1, 2]);
    expect(state.hasMore).toBe(true);
  });

  it('keep a refused draft with its client id and its place, and send it again as it was', () => {
    let state = threadReducer(EMPTY_THREAD, { type: 'sending', draft: draft('c-1', 'first') });
    state = threadReducer(state, { type: 'sending', draft: draft('c-2', 'second') });
    state = threadReducer(state, { type: 'failed', clientMessageId: 'c-1', error: 'Too many messages' });
    expect(threadEntries(state)).toMatchObject([{ state: 'failed', error: 'Too many messages', draft: { client_message_id: 'c-1' } }, { state: 'sending' }]);
    state = threadReducer(state, { type: 'sending', draft: draft('c-1', 'first') });
    expect(threadEntries(state)).toMatchObject([{ state: 'sending', draft: { client_message_id: 'c-1' } }, { draft: { client_message_id: 'c-2' } }]);
  });

  it('add older pages above and take their has-more from them', () => {
    let state = threadReducer(EMPTY_THREAD, { type: 'newest', messages: [message(5, 'store', 'e', '2026-11-29T10:00:00Z')], hasMore: true });
    state = threadReducer(state, { type: 'older', messages: [message(4, 'store', 'd', '2026-11-29T09:00:00Z')], hasMore: false });
    expect(state.messages.map((m) => m.id)).toEqual([4, 5]);
    expect(state.hasMore).toBe(false);
    // Reading the newest page again (to mark it read) keeps what the older pages said.
    state = threadReducer(state, { type: 'newest', messages: [message(5, 'store', 'e', '2026-11-29T10:00:00Z')], hasMore: true });
    expect(state.hasMore).toBe(false);
  });
});
