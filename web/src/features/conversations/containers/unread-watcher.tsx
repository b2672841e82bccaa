import { useEffect } from 'react';
import { useUnreadTotal } from '@/features/conversations/api/conversations';

/**
 * Reports the signed-in customer's unread message total (GET /api/v1/customer/message/unread, kept
 * current by the tab's inbox stream) to the header's chat icon. Draws nothing: the header loads it
 * after the page's first view, as it does the other count badges.
 */
export default function UnreadWatcher({ onCount }: { onCount: (count: number) => void }) {
  const total = useUnreadTotal(true).data?.unread_total ?? 0;
  useEffect(() => onCount(total), [onCount, total]);
  useEffect(() => () => onCount(0), [onCount]);
  return null;
}
