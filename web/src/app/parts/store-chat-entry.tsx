import { StoreChat } from '@/features/conversations/containers/store-chat';
import { orderOpensChat } from '@/features/conversations/model/write-window';
import { useOrders } from '@/features/orders/api/get-orders';

/** The customer's latest orders with this store decide whether "Chat with the store" shows (see StoreChat). */
export default function StoreChatEntry({ storeId }: { storeId: number }) {
  const { data: running } = useOrders('running', 1, true);
  const { data: history } = useOrders('history', 1, true);
  const orders = [...(running?.orders ?? []), ...(history?.orders ?? [])].filter((order) => order.store_id === storeId);
  const writable = orders.find((order) =>
    orderOpensChat(order.order_status, order.status_history?.find((step) => step.status === 'delivered')?.at ?? null),
  );
  return <StoreChat storeId={storeId} writableOrderId={writable?.id ?? null} />;
}
