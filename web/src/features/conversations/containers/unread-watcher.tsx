import { useEffect } from 'react';
import { useUnreadTotal } from '@/features/conversations/api/conversations';
import { InboxLive } from '@/features/conversations/containers/inbox-live';

/**
 * Reports the signed-in customer's unread message total (GET /api/v1/customer/message/unread) to the
 * header's chat icon, and runs the tab's one inbox stream that keeps it (and the inbox) current. Draws
 * nothing: the header loads it after the page's first view, as it does the other count badges.
 */
export default function UnreadWatcher({ onCount }: { onCount: (count: number) => void }) {
  const total = useUnreadTotal(true).data?.unread_total ?? 0;
  useEffect(() => onCount(total), [onCount, total]);
  useEffect(() => () => onCount(0), [onCount]);
  return <InboxLive />;
}
