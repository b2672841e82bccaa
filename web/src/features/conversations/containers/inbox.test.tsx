import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Inbox } from '@/features/conversations/containers/inbox';
import { emitInboxEvent } from '@/features/conversations/model/inbox-events';
import InboxLive from '@/features/conversations/containers/inbox-live';
import type { Follow } from '@/features/conversations/model/inbox-stream';
import { CONVERSATIONS, STORE_PEER, THREAD, conversation, conversationPage, message } from '@/features/conversations/test/fixtures';
import { fakeApi } from '@/test/fake-api';
import { TestProviders } from '@/test/providers';

const thread = { conversation: CONVERSATIONS[0], messages: THREAD, has_more: false };

describe('Inbox', () => {

  it('lists the conversations, then (one pane at a time on a phone) the open one with a way back', async () => {
    const requests = fakeApi({
      '/api/v1/customer/message/list': { body: conversationPage() },
      '/api/v1/customer/message/details': { body: thread },
      '/api/v1/customer/message/unread': { body: { unread_total: 0 } },
    });
    const onSelect = vi.fn();
    const { rerender } = render(<Inbox selectedId={null} onSelect={onSelect} />, { wrapper: TestProviders });
    const list = await screen.findByRole('list', { name: 'Conversations' });
    const rows = within(list).getAllByRole('button');
    expect(rows[0]).toHaveTextContent('Green Basket');
    expect(rows[0]).toHaveTextContent('Order #1042');
    expect(rows[0]).toHaveTextContent('2 unread messages');
    expect(rows[1]).toHaveTextContent('You: Please ring twice');
    expect(rows[2]).toHaveTextContent('Photo');
    await userEvent.click(rows[0]!);
    expect(onSelect).toHaveBeenCalledWith(1);

    rerender(<Inbox selectedId={1} onSelect={onSelect} />);
    const log = await screen.findByRole('log', { name: 'Messages with Green Basket' });
    expect(await within(log).findByText('Of course, we will add them.')).toBeInTheDocument();
    expect(new URL(requests.find((r) => r.url.includes('/details'))!.url).searchParams.get('conversation_id')).toBe('1');
    await userEvent.click(screen.getByRole('button', { name: 'Back to conversations' }));
    expect(onSelect).toHaveBeenLastCalledWith(null);
  });

  it('shows a refused send with Retry, which sends the same client message id again', async () => {
    const sent: FormData[] = [];
    let refuse = true;
    fakeApi({
      '/api/v1/customer/message/list': { body: conversationPage() },
      '/api/v1/customer/message/details': { body: thread },
      '/api/v1/customer/message/unread': { body: { unread_total: 0 } },
      '/api/v1/customer/message/send': async (request) => {
        const form = await request.formData();
        sent.push(form);
        if (refuse) {
          refuse = false;
          return { status: 429, body: { errors: [{ code: 'too_many_requests', message: 'Too many messages, wait a minute.' }] } };
        }
        const answered = message(13, 'customer', String(form.get('message')), '2026-11-29T11:00:00Z', { client_message_id: String(form.get('client_message_id')) });
        return { body: { conversation_id: 1, message: answered } };
      },
    });
    render(<Inbox selectedId={1} onSelect={() => undefined} />, { wrapper: TestProviders });
    const log = await screen.findByRole('log', { name: 'Messages with Green Basket' });
    await within(log).findByText('Of course, we will add them.');
    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'Is it on its way?{Enter}');
    expect(await within(log).findByText('Too many messages, wait a minute.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('');
    await userEvent.click(within(log).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(within(log).queryByRole('button', { name: 'Retry' })).toBeNull());
    expect(sent).toHaveLength(2);
    expect(sent[1]!.get('client_message_id')).toBe(sent[0]!.get('client_message_id'));
    expect(sent[0]!.get('client_message_id')).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(within(log).getAllByText('Is it on its way?')).toHaveLength(1);

    // The same message arriving on the live stream (the send's own echo) is not shown twice.
    const echo = message(13, 'customer', 'Is it on its way?', '2026-11-29T11:00:00Z', { client_message_id: String(sent[0]!.get('client_message_id')) });
    act(() => emitInboxEvent({ conversation_id: 1, message: echo, unread_count: 0, unread_total: 0 }));
    expect(within(log).getAllByText('Is it on its way?')).toHaveLength(1);
  });

  it('adds the other side’s live messages to the open thread and reads them', async () => {
    const requests = fakeApi({
      '/api/v1/customer/message/list': { body: conversationPage() },
      '/api/v1/customer/message/details': { body: thread },
      '/api/v1/customer/message/unread': { body: { unread_total: 0 } },
    });
    render(<Inbox selectedId={1} onSelect={() => undefined} />, { wrapper: TestProviders });
    const log = await screen.findByRole('log', { name: 'Messages with Green Basket' });
    await within(log).findByText('Of course, we will add them.');
    const reads = () => requests.filter((r) => r.url.includes('/details')).length;
    const before = reads();
    act(() => emitInboxEvent({ conversation_id: 1, message: message(14, 'store', 'It left the shop.', '2026-11-29T11:05:00Z'), unread_count: 1, unread_total: 1 }));
    expect(await within(log).findByText('It left the shop.')).toBeInTheDocument();
    // Shown on an open thread, it is read: the newest page is asked again, which marks it read.
    await waitFor(() => expect(reads()).toBe(before + 1));
    // Another conversation's message stays out of this thread.
    act(() => emitInboxEvent({ conversation_id: 2, message: message(15, 'courier', 'Outside now', '2026-11-29T11:06:00Z'), unread_count: 1, unread_total: 1 }));
    expect(within(log).queryByText('Outside now')).toBeNull();
  });

  it('still shows the list when the thread is read while the list is on its way', async () => {
    let answerList: () => void = () => undefined;
    const listHeld = new Promise<void>((resolve) => (answerList = resolve));
    fakeApi({
      '/api/v1/customer/message/list': async () => {
        await listHeld;
        return { body: conversationPage() };
      },
      '/api/v1/customer/message/details': () => {
        // The thread is read (and marked read) first; the list answers only afterwards.
        setTimeout(answerList, 50);
        return { body: thread };
      },
      '/api/v1/customer/message/unread': { body: { unread_total: 0 } },
    });
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: true, media: query, addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {}, dispatchEvent: () => false }));
    render(<Inbox selectedId={1} onSelect={() => undefined} />, { wrapper: TestProviders });
    await within(await screen.findByRole('log', { name: 'Messages with Green Basket' })).findByText('Of course, we will add them.');
    const list = await screen.findByRole('list', { name: 'Conversations' });
    expect(within(list).getAllByRole('button')).toHaveLength(3);
  });

  it('shows more conversations page after page, and a live message moves one from a later page to the top', async () => {
    const many = Array.from({ length: 52 }, (_, at) =>
      conversation(100 + at, { ...STORE_PEER, id: 100 + at, name: `Store ${at + 1}` }, message(1000 - at, 'store', `Note ${at + 1}`, '2026-11-29T09:00:00Z')),
    );
    const requests = fakeApi({
      '/api/v1/customer/message/list': (request) => {
        const page = Number(new URL(request.url).searchParams.get('offset'));
        return { body: { ...conversationPage(many.slice((page - 1) * 50, page * 50)), total_size: 52, offset: page } };
      },
      '/api/v1/customer/message/unread': { body: { unread_total: 0 } },
    });
    let deliver: () => void = () => undefined;
    const follow: Follow = (_last, onMessage, signal) =>
      new Promise((resolve) => {
        deliver = () =>
          onMessage({ conversation_id: 151, message: message(2000, 'store', 'Back in stock', '2026-11-29T11:00:00Z', { seq: 5 }), unread_count: 1, unread_total: 1 }, 5);
        signal.addEventListener('abort', () => resolve());
      });
    render(
      <>
        <Inbox selectedId={null} onSelect={() => undefined} />
        <InboxLive follow={follow} />
      </>,
      { wrapper: TestProviders },
    );
    const list = await screen.findByRole('list', { name: 'Conversations' });
    await waitFor(() => expect(within(list).getAllByRole('button')).toHaveLength(50));
    await userEvent.click(screen.getByRole('button', { name: 'Show more conversations' }));
    await waitFor(() => expect(within(list).getAllByRole('button')).toHaveLength(52));
    expect(screen.queryByRole('button', { name: 'Show more conversations' })).toBeNull();
    expect(requests.map((r) => new URL(r.url).searchParams.get('offset')).filter(Boolean)).toEqual(['1', '2']);

    act(() => deliver());
    await waitFor(() => expect(within(list).getAllByRole('button')[0]).toHaveTextContent('Store 52'));
    const rows = within(list).getAllByRole('button');
    expect(rows).toHaveLength(52);
    expect(rows[0]).toHaveTextContent('Back in stock');
    expect(rows[1]).toHaveTextContent('Store 1');
    expect(rows[51]).toHaveTextContent('Store 51');
  });
});
