import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { ApiError } from '@/shared/api/errors';
import { swrKeys } from '@/shared/api/swr-keys';
import { getThread, sendMessage, useUpdateConversationLists } from '@/features/conversations/api/conversations';
import { withRead } from '@/features/conversations/model/conversation-list';
import { onInboxEvent } from '@/features/conversations/model/inbox-events';
import { EMPTY_THREAD, newClientMessageId, threadReducer } from '@/features/conversations/model/thread';
import type { Conversation, Draft } from '@/features/conversations/types';

export interface ThreadHandle {
  state: typeof EMPTY_THREAD;
  conversation: Conversation | null;
  loading: boolean;
  error: unknown;
  loadingOlder: boolean;
  loadOlder: () => void;
  send: (body: string, files: File[]) => void;
  retry: (clientMessageId: string) => void;
  reload: () => void;
}

/**
 * One conversation's thread: its newest messages (reading them marks it read), older ones on demand,
 * sends that show at once as "Sending…" and stay, refused, with a Retry that sends the same client
 * message id, and the live messages of the tab's inbox stream merged by id.
 */
export function useThread(conversationId: number, fallbackError: string): ThreadHandle {
  const [state, dispatch] = useReducer(threadReducer, EMPTY_THREAD);
  const [conversation, setConversation] = useState<Conversation | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<unknown>(null);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [round, setRound] = useState(0);
  const { mutate } = useSWRConfig();
  const updateLists = useUpdateConversationLists();
  const drafts = useRef(new Map<string, Draft>());
  const oldestId = state.messages[0]?.id;
  // The drafts' previews are object URLs: released when the thread goes away.
  useEffect(() => {
    const held = drafts.current;
    return () => held.forEach((draft) => draft.previews.forEach((url) => URL.revokeObjectURL(url)));
  }, []);

  /** The list and the header badge once the server has marked this conversation read. */
  const noteRead = useCallback(() => {
    updateLists((page) => withRead(page, conversationId));
    void mutate(swrKeys.unreadMessages());
  }, [conversationId, mutate, updateLists]);

  const readNewest = useCallback(
    (signal?: { cancelled: boolean }) =>
      getThread(conversationId).then((page) => {
        if (signal?.cancelled) return;
        setConversation(page.conversation);
        dispatch({ type: 'newest', messages: page.messages, hasMore: page.has_more });
        noteRead();
      }),
    [conversationId, noteRead],
  );

  useEffect(() => {
    const signal = { cancelled: false };
    readNewest(signal).then(
      () => !signal.cancelled && setLoading(false),
      (failure: unknown) => {
        if (signal.cancelled) return;
        setError(failure);
        setLoading(false);
      },
    );
    return () => {
      signal.cancelled = true;
    };
  }, [readNewest, round]);

  // Live messages of this conversation; one from the other side is read at once (the page shows it),
  // so the newest page is read again, which marks it read on the server.
  useEffect(
    () =>
      onInboxEvent((event) => {
        if (event.conversation_id !== conversationId) return;
        dispatch({ type: 'arrived', message: event.message });
        if (event.message.sender !== 'customer' && event.unread_count > 0) void readNewest().catch(() => undefined);
      }),
    [conversationId, readNewest],
  );

  const deliver = useCallback(
    (draft: Draft) => {
      dispatch({ type: 'sending', draft });
      sendMessage(conversationId, draft.client_message_id, draft.body, draft.files).then(
        (answer) => {
          drafts.current.delete(draft.client_message_id);
          dispatch({ type: 'arrived', message: answer.message });
        },
        (failure: unknown) => {
          const reason = failure instanceof ApiError && failure.errors.length > 0 ? failure.message : fallbackError;
          dispatch({ type: 'failed', clientMessageId: draft.client_message_id, error: reason });
        },
      );
    },
    [conversationId, fallbackError],
  );

  const send = useCallback(
    (body: string, files: File[]) => {
      const draft: Draft = {
        client_message_id: newClientMessageId(),
        body,
        files,
        previews: files.map((file) => URL.createObjectURL(file)),
        created_at: new Date().toISOString(),
      };
      drafts.current.set(draft.client_message_id, draft);
      deliver(draft);
    },
    [deliver],
  );

  const retry = useCallback(
    (clientMessageId: string) => {
      const draft = drafts.current.get(clientMessageId);
      if (draft) deliver(draft);
    },
    [deliver],
  );

  const loadOlder = useCallback(() => {
    if (oldestId === undefined) return;
    setLoadingOlder(true);
    getThread(conversationId, oldestId)
      .then((page) => dispatch({ type: 'older', messages: page.messages, hasMore: page.has_more }))
      .catch(() => undefined)
      .finally(() => setLoadingOlder(false));
  }, [conversationId, oldestId]);

  const reload = useCallback(() => {
    setLoading(true);
    setError(null);
    setRound((n) => n + 1);
  }, []);

  return { state, conversation, loading, error, loadingOlder, loadOlder, send, retry, reload };
}
