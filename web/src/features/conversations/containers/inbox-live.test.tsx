import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useConversations, useUnreadTotal } from '@/features/conversations/api/conversations';
import InboxLive from '@/features/conversations/containers/inbox-live';
import type { Follow } from '@/features/conversations/model/inbox-stream';
import { conversationPage, message } from '@/features/conversations/test/fixtures';
import { fakeApi } from '@/test/fake-api';
import { TestProviders } from '@/test/providers';

function Probe() {
  const unread = useUnreadTotal(true).data;
  const list = useConversations(true).data;
  return (
    <p>
      unread {unread?.unread_total ?? '-'}; first {list?.conversations[0]?.peer.name ?? '-'} ({list?.conversations[0]?.unread_count ?? '-'})
    </p>
  );
}

describe('InboxLive', () => {
  it('updates the chat badge’s total and the list from each streamed message', async () => {
    fakeApi({
      '/api/v1/customer/message/unread': { body: { unread_total: 2 } },
      '/api/v1/customer/message/list': { body: conversationPage() },
    });
    let deliver: ((seq: number) => void) | null = null;
    const follow: Follow = (_last, onMessage, signal) =>
      new Promise((resolve) => {
        deliver = (seq) =>
          onMessage({ conversation_id: 2, message: message(40, 'courier', 'Here', '2026-11-29T11:00:00Z', { seq }), unread_count: 1, unread_total: 3 }, seq);
        signal.addEventListener('abort', () => resolve());
      });
    render(
      <>
        <Probe />
        <InboxLive follow={follow} />
      </>,
      { wrapper: TestProviders },
    );
    expect(await screen.findByText('unread 2; first Green Basket (2)')).toBeInTheDocument();
    deliver!(41);
    expect(await screen.findByText('unread 3; first Samir Haddad (1)')).toBeInTheDocument();
  });
});
