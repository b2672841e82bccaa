import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import useSWRInfinite from 'swr/infinite';
import { apiFetch } from '@/shared/api/client';
import { isConversationsKey, swrKeys } from '@/shared/api/swr-keys';
import type { Conversation, ConversationPage, OpenConversationBody, SendAnswer, ThreadPage, Unread } from '@/features/conversations/types';

/** How swr names a paged list's entry in its cache: this prefix and its first page's key. */
const INFINITE = '$inf$';

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

/** The inbox's list: every page loaded so far ("Show more conversations"), each conversation once. */
export interface ConversationPages {
  /** The first page (its unread total), once it has arrived. */
  first: ConversationPage | undefined;
  conversations: Conversation[] | undefined;
  hasMore: boolean;
  loadingMore: boolean;
  error: unknown;
  loadMore: () => void;
  retry: () => void;
}

/**
 * The inbox's conversations, page after page (GET /api/v1/customer/message/list). A live message moves
 * its conversation to the top of the first page; a conversation read again on a later page is shown
 * once, where it is newest.
 */
export function useConversationPages(): ConversationPages {
  const { data, error, size, setSize, isValidating, mutate } = useSWRInfinite(
    (index: number, previous: ConversationPage | null) =>
      previous && previous.conversations.length === 0 ? null : swrKeys.conversations({ offset: index + 1, limit: CONVERSATIONS_PER_PAGE }),
    (path: string) => apiFetch<ConversationPage>(path),
    // "Show more" reads the next page only; a live message updates the first in place (updatedPages).
    { revalidateFirstPage: false },
  );
  const pages = data ?? [];
  const conversations = data ? eachOnce(pages) : undefined;
  const last = pages[pages.length - 1];
  return {
    first: pages[0],
    conversations,
    hasMore: last !== undefined && last.conversations.length > 0 && pages.length * CONVERSATIONS_PER_PAGE < last.total_size,
    loadingMore: isValidating && size > pages.length,
    error,
    loadMore: () => void setSize(size + 1),
    retry: () => void mutate(),
  };
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

/** The conversations of `pages` in order, each once (a page read later may repeat one that moved up). */
function eachOnce(pages: readonly ConversationPage[]): Conversation[] {
  const seen = new Set<number>();
  return pages.flatMap((page) => page.conversations).filter((conversation) => !seen.has(conversation.id) && seen.add(conversation.id));
}

/**
 * The inbox's pages after `update`, taken as one list: a conversation moving to the top pushes the others
 * down across the pages, as the server would page them. When `update` cannot tell (a new conversation),
 * every loaded page is read again.
 */
async function updatedPages(
  pages: readonly ConversationPage[],
  update: (page: ConversationPage) => ConversationPage | null,
): Promise<ConversationPage[]> {
  const whole = { ...pages[0]!, conversations: eachOnce(pages) };
  const next = update(whole);
  if (next === null) {
    return Promise.all(pages.map((_, at) => apiFetch<ConversationPage>(swrKeys.conversations({ offset: at + 1, limit: CONVERSATIONS_PER_PAGE }))));
  }
  return pages.map((page, at) => ({
    ...page,
    unread_total: next.unread_total,
    conversations: next.conversations.slice(at * CONVERSATIONS_PER_PAGE, (at + 1) * CONVERSATIONS_PER_PAGE),
  }));
}

/**
 * Change every conversation list already in the cache with `update` (a page, or null to read it again).
 * Only lists that hold an answer are touched: a mutation while a list is still on its way would make
 * swr drop that answer. The inbox's paged list (swr's "$inf$" entry) is changed as one list.
 */
export function useUpdateConversationLists(): (update: (page: ConversationPage) => ConversationPage | null) => void {
  const { cache, mutate } = useSWRConfig();
  return useCallback(
    (update) => {
      for (const key of cache.keys()) {
        if (key.startsWith(INFINITE) && isConversationsKey(key.slice(INFINITE.length))) {
          const pages = cache.get(key)?.data as ConversationPage[] | undefined;
          if (pages?.length) void mutate(key, updatedPages(pages, update), { revalidate: false });
          continue;
        }
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
