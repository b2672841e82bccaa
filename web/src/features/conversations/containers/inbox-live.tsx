import { useEffect } from 'react';
import { useSWRConfig } from 'swr';
import { swrKeys } from '@/shared/api/swr-keys';
import { useUpdateConversationLists } from '@/features/conversations/api/conversations';
import { followInbox } from '@/features/conversations/api/follow-inbox';
import { withEvent } from '@/features/conversations/model/conversation-list';
import { emitInboxEvent } from '@/features/conversations/model/inbox-events';
import { keepInboxStream, type Follow } from '@/features/conversations/model/inbox-stream';
import type { InboxEvent, Unread } from '@/features/conversations/types';

/**
 * The signed-in tab's one inbox stream (mounted once by the app layout while a customer is signed in):
 * each new message updates the header's unread total and the conversation list in place, and reaches
 * the open thread. Draws nothing.
 */
export function InboxLive({ follow = followInbox }: { follow?: Follow }) {
  const { mutate } = useSWRConfig();
  const updateLists = useUpdateConversationLists();
  useEffect(() => {
    const controller = new AbortController();
    const onEvent = (event: InboxEvent) => {
      void mutate(swrKeys.unreadMessages(), { unread_total: event.unread_total } satisfies Unread, { revalidate: false });
      // A conversation not on the list yet (the first message of a new one) is read with the list again.
      updateLists((page) => withEvent(page, event));
      emitInboxEvent(event);
    };
    const onUnreadTotal = (total: number) =>
      void mutate(swrKeys.unreadMessages(), { unread_total: total } satisfies Unread, { revalidate: false });
    void keepInboxStream({ follow, onEvent, onUnreadTotal, signal: controller.signal });
    return () => controller.abort();
  }, [follow, mutate, updateLists]);
  return null;
}

export default InboxLive;
