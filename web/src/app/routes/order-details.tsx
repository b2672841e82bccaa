import { Flex, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { AccessResult } from '@/app/routes/access-result';
import { useMoney } from '@/features/cart/hooks/use-money';
import { OrderChat } from '@/features/conversations/containers/order-chat';
import { OrderTracker } from '@/features/orders/components/order-tracker';
import type { Order } from '@/features/orders/types';
import { RateOrderButton } from '@/features/reviews/containers/rate-order-dialog';
import { useConfig } from '@/shared/api/get-config';
import { offeredGateways } from '@/shared/api/money-config';
import { useAtomValue } from '@/shared/state/app-store';
import { isLoggedInAtom } from '@/shared/state/session';

/** /my-orders/:id: one of the customer's orders, followed while it runs, with its payment (and a way to pay it again online). */
export function Component() {
  const { t } = useTranslation('orders');
  const { id } = useParams();
  const orderId = /^\d{1,12}$/.test(id ?? '') ? Number(id) : null;
  const loggedIn = useAtomValue(isLoggedInAtom);
  const { data: config } = useConfig();
  const money = useMoney();
  if (!loggedIn) return <AccessResult rule="login" />;
  if (!orderId) return <Result status="warning" title={t('track.missingTitle')} />;
  return (
    <Flex vertical gap="large">
      <Link to="/my-orders">{t('list.back')}</Link>
      <OrderTracker
        key={orderId}
        orderId={orderId}
        guest={null}
        taxIncluded={config?.tax_included === 1}
        formatPrice={money}
        gateways={offeredGateways(config)}
        contact={(order) => <OrderContact order={order} />}
      />
    </Flex>
  );
}

/**
 * The order page's chat entries (the store while the order runs and 48 hours after delivery, the
 * courier once assigned) and, once delivered, its rating.
 */
function OrderContact({ order }: { order: Order }) {
  const deliveredAt = order.status_history?.find((step) => step.status === 'delivered')?.at ?? null;
  return (
    <Flex gap="small" wrap>
      <OrderChat
        orderId={order.id}
        storeId={order.store_id}
        status={order.order_status}
        deliveredAt={deliveredAt}
        courierId={order.delivery_man?.id ?? null}
      />
      {/* A delivered order can be rated (the dialog shows what is rated already). */}
      {order.order_status === 'delivered' ? <RateOrderButton orderId={order.id} /> : null}
    </Flex>
  );
}
