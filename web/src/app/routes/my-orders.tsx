import { Button, Empty, Flex, Pagination, Segmented, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { AccessResult } from '@/app/routes/access-result';
import { useMoney } from '@/features/cart/hooks/use-money';
import { ORDERS_PER_PAGE, useOrders, type OrderTab } from '@/features/orders/api/get-orders';
import { OrderCard } from '@/features/orders/components/order-card';
import { useMoment } from '@/features/orders/hooks/use-moment';
import { RateOrderButton } from '@/features/reviews/containers/rate-order-dialog';
import { useAtomValue } from '@/shared/state/app-store';
import { isLoggedInAtom } from '@/shared/state/session';

/** /my-orders: the customer's running orders and their history, a page at a time (?tab=&page=). */
export function Component() {
  const { t } = useTranslation('orders');
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const tab: OrderTab = params.get('tab') === 'history' ? 'history' : 'running';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const loggedIn = useAtomValue(isLoggedInAtom);
  const { data, isLoading, mutate } = useOrders(tab, page, loggedIn);
  const money = useMoney();
  const moment = useMoment();
  if (!loggedIn) return <AccessResult rule="login" />;
  return (
    <Flex vertical gap="large">
      <h1 className="page-title">{t('list.title')}</h1>
      <Segmented<OrderTab>
        value={tab}
        onChange={(next) => setParams({ tab: next })}
        options={[
          { value: 'running', label: t('list.running') },
          { value: 'history', label: t('list.history') },
        ]}
      />
      {isLoading && !data ? <Skeleton active /> : null}
      {data && data.orders.length === 0 ? (
        // Each tab says what it lacks: no running order does not mean no order at all, so Running points
        // to the past orders too.
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(tab === 'running' ? 'list.noRunning' : 'list.noHistory')}>
          <Flex gap="small" justify="center" wrap>
            {tab === 'running' ? <Button onClick={() => setParams({ tab: 'history' })}>{t('list.seeHistory')}</Button> : null}
            <Button type="primary" onClick={() => void navigate('/home')}>
              {t('list.shop')}
            </Button>
          </Flex>
        </Empty>
      ) : null}
      <Flex vertical gap="small" role="list">
        {data?.orders.map((order) => (
          <div role="listitem" key={order.id}>
            <OrderCard
              id={order.id}
              status={order.order_status}
              storeName={order.store_name}
              createdAt={order.created_at}
              total={money(order.order_amount)}
              itemCount={order.details_count}
              to={`/my-orders/${order.id}`}
              formatMoment={moment}
            />
            {/* A delivered order not fully reviewed yet (the list's is_reviewed) offers its rating. */}
            {order.order_status === 'delivered' && !order.is_reviewed ? (
              <Flex justify="end" style={{ marginBlockStart: 8 }}>
                <RateOrderButton orderId={order.id} onReviewed={() => void mutate()} />
              </Flex>
            ) : null}
          </div>
        ))}
      </Flex>
      {data && data.total_size > ORDERS_PER_PAGE ? (
        <Pagination
          current={page}
          pageSize={ORDERS_PER_PAGE}
          total={data.total_size}
          showSizeChanger={false}
          onChange={(next) => setParams({ tab, page: String(next) })}
        />
      ) : null}
    </Flex>
  );
}
