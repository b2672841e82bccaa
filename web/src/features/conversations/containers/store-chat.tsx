import { useTranslation } from 'react-i18next';
import { useConversations } from '@/features/conversations/api/conversations';
import { ChatButton } from '@/features/conversations/containers/chat-button';
import '@/features/conversations/conversations.css';

export interface StoreChatProps {
  storeId: number;
  /** An order of the customer's with this store that still opens a conversation (running, or delivered within 48 hours), if any. */
  writableOrderId: number | null;
}

/**
 * "Chat with the store" on a store page, only when the customer can write to it: an order with the
 * store that still opens a conversation, or a conversation with it that is still open. Hidden otherwise.
 */
export function StoreChat({ storeId, writableOrderId }: StoreChatProps) {
  const { t } = useTranslation('conversations');
  const { data } = useConversations(true);
  const open = data?.conversations.find((c) => c.peer.kind === 'store' && c.peer.id === storeId && c.can_write);
  const orderId = writableOrderId ?? open?.order_id ?? null;
  if (orderId === null) return null;
  return (
    <div className="chat-entries">
      <ChatButton with={{ peer_kind: 'store', peer_id: storeId, order_id: orderId }} label={t('entry.store')} />
    </div>
  );
}
