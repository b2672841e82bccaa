import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { apiFetch } from '@/shared/api/client';
import { isConversationsKey, swrKeys } from '@/shared/api/swr-keys';
import type { Conversation, ConversationPage, OpenConversationBody, SendAnswer, ThreadPage, Unread } from '@/features/conversations/types';

/** Conversations the inbox lists at once (newest activity first; the API pages from 1). */
export const CONVERSATIONS_PER_PAGE = 50;
/** Messages a thread page holds; older ones come with "Load older messages". */
export const MESSAGES_PER_PAGE = 30;

/** GET /api/v1/customer/message/list: the signed-in customer's conversations, newest activity first (`offset` is the page, from 1). */
export function useConversations(enabled: boolean) {
  return useSWR(enabled ? swrKeys.conversations({ offset: 1, limit: CONVERSATIONS_PER_PAGE }) : null, (path: string) =>
    apiFetch<ConversationPage>(path),
  );
}

/** GET /api/v1/customer/message/unread: the header's chat badge. */
export function useUnreadTotal(enabled: boolean) {
  return useSWR(enabled ? swrKeys.unreadMessages() : null, (path: string) => apiFetch<Unread>(path));
}

/**
 * GET /api/v1/customer/message/details: the newest `limit` messages before `beforeId` (the newest of
 * all without it). Reading marks the conversation read on the server.
 */
export function getThread(conversationId: number, beforeId?: number): Promise<ThreadPage> {
  return apiFetch<ThreadPage>('/api/v1/customer/message/details', {
    query: { conversation_id: conversationId, limit: MESSAGES_PER_PAGE, before_id: beforeId },
  });
}

/** POST /api/v1/customer/message/conversation: the conversation with a store, a courier or support (opened if new). */
export function openConversation(body: OpenConversationBody): Promise<Conversation> {
  return apiFetch<Conversation>('/api/v1/customer/message/conversation', { method: 'POST', body });
}

/**
 * POST /api/v1/customer/message/send (multipart): one message. The same `clientMessageId` again
 * answers the first message, so a retried or double-tapped send is stored once.
 */
export function sendMessage(conversationId: number, clientMessageId: string, body: string, files: readonly File[]): Promise<SendAnswer> {
  const form = new FormData();
  form.append('conversation_id', String(conversationId));
  form.append('client_message_id', clientMessageId);
  if (body !== '') form.append('message', body);
  for (const file of files) form.append('image[]', file);
  return apiFetch<SendAnswer>('/api/v1/customer/message/send', { method: 'POST', body: form });
}

/**
 * Change every conversation list already in the cache with `update` (a page, or null to read it again).
 * Only lists that hold an answer are touched: a mutation while a list is still on its way would make
 * swr drop that answer.
 */
export function useUpdateConversationLists(): (update: (page: ConversationPage) => ConversationPage | null) => void {
  const { cache, mutate } = useSWRConfig();
  return useCallback(
    (update) => {
      for (const key of cache.keys()) {
        if (!isConversationsKey(key)) continue;
        const page = cache.get(key)?.data as ConversationPage | undefined;
        if (!page) continue;
        const next = update(page);
        if (next === null) void mutate(key);
        else if (next !== page) void mutate(key, next, { revalidate: false });
      }
    },
    [cache, mutate],
  );
}
