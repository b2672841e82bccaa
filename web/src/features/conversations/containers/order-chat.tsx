import { useTranslation } from 'react-i18next';
import { ChatButton } from '@/features/conversations/containers/chat-button';
import { orderOpensChat } from '@/features/conversations/model/write-window';
import '@/features/conversations/conversations.css';

export interface OrderChatProps {
  orderId: number;
  storeId: number;
  status: string;
  /** When the order was delivered (its status history), if it was. */
  deliveredAt: string | null;
  /** The courier on the order, once the store's dispatcher assigned one. */
  courierId: number | null;
}

/**
 * An order's ways to talk: "Chat with the store" while it runs (and for 48 hours after delivery),
 * "Chat with the courier" once a courier is on it.
 */
export function OrderChat({ orderId, storeId, status, deliveredAt, courierId }: OrderChatProps) {
  const { t } = useTranslation('conversations');
  if (!orderOpensChat(status, deliveredAt)) return null;
  return (
    <div className="chat-entries">
      <ChatButton with={{ peer_kind: 'store', peer_id: storeId, order_id: orderId }} label={t('entry.store')} />
      {courierId !== null ? (
        <ChatButton with={{ peer_kind: 'courier', peer_id: courierId, order_id: orderId }} label={t('entry.courier')} />
      ) : null}
    </div>
  );
}
