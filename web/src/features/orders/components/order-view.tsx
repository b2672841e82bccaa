import { LineList } from '@storefront/sdk';
import { Button, Card, Descriptions, Flex, Skeleton, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PriceBreakdown } from '@/shared/ui/price-breakdown';
import { StatusTag } from '@/shared/ui/status-tag';
import { StatusTimeline } from '@/features/orders/components/status-timeline';
import { leftToPayOnline, PAYMENT_STATUS_TONES, paymentStatusOf } from '@/features/orders/model/payment';
import { isCancelable, orderStatusTone } from '@/features/orders/model/statuses';
import type { Order, OrderLine } from '@/features/orders/types';
import '@/features/orders/orders.css';

export interface OrderViewProps {
  order: Order;
  /** The order's lines; undefined while they load. */
  lines: OrderLine[] | undefined;
  /** The marketplace's tax_included: the order's tax was inside the prices. */
  taxIncluded: boolean;
  formatPrice: (amount: number) => string;
  formatMoment: (iso: string) => string;
  /** Offered only while the status allows a cancel. */
  onCancel?: () => void;
  /** What else was sent with the order (a pharmacy order's prescription images), under its items. */
  extra?: ReactNode;
  /** The way to pay the order online again (unpaid or failed), under its payment. */
  payAgain?: ReactNode;
}

/** One order: where it stands, what it holds, what it cost (the server's figures) and where it goes. */
export function OrderView({ order, lines, taxIncluded, formatPrice, formatMoment, onCancel, extra, payAgain }: OrderViewProps) {
  const { t } = useTranslation('orders');
  const address = order.delivery_address;
  const paymentStatus = paymentStatusOf(order);
  return (
    <div className="order-view">
      <Flex vertical gap="middle" className="order-view__main">
        <Card size="small">
          <Flex justify="space-between" align="start" gap="small" wrap>
            <Flex vertical gap={2}>
              <Typography.Title level={2} className="order-view__title">
                {t('card.title', { id: order.id })}
              </Typography.Title>
              <Typography.Text>{order.store_name}</Typography.Text>
              <Typography.Text type="secondary">{t('view.placedAt', { at: formatMoment(order.created_at) })}</Typography.Text>
              {order.schedule_at ? <Typography.Text type="secondary">{t('view.scheduledAt', { at: formatMoment(order.schedule_at) })}</Typography.Text> : null}
            </Flex>
            <StatusTag className="order-view__status" tone={orderStatusTone(order.order_status)}>{t(`status.${order.order_status}`, { defaultValue: order.order_status })}</StatusTag>
          </Flex>
        </Card>
        <Card size="small" title={t('timeline.label')}>
          <StatusTimeline status={order.order_status} history={order.status_history ?? []} orderType={order.order_type} formatMoment={formatMoment} />
          {order.cancellation_reason ? <Typography.Text type="secondary">{t('view.canceledBecause', { reason: order.cancellation_reason })}</Typography.Text> : null}
          {onCancel && isCancelable(order.order_status) ? (
            <Button danger onClick={onCancel} className="order-view__cancel">
              {t('cancel.open')}
            </Button>
          ) : null}
        </Card>
        {/* An order of prescription images alone has no line to list. */}
        {order.details_count === 0 ? null : (
          <Card size="small" title={t('view.items')}>
            {lines ? (
              <LineList
                lines={lines.map((line) => ({
                  key: line.id,
                  name: line.item_name,
                  detail: t('view.quantity', { count: line.quantity, price: formatPrice(line.unit_price) }),
                  end: <Typography.Text strong>{formatPrice(line.price)}</Typography.Text>,
                }))}
              />
            ) : (
              <Skeleton active title={false} paragraph={{ rows: 2 }} />
            )}
          </Card>
        )}
        {extra}
      </Flex>
      <Flex vertical gap="middle">
        <Card size="small" title={t('view.summary')}>
          <PriceBreakdown
            formatPrice={formatPrice}
            amounts={{
              subtotal: order.subtotal,
              itemDiscount: order.item_discount,
              storeDiscount: order.store_discount,
              couponDiscount: order.coupon_discount,
              referralDiscount: order.referral_discount,
              tax: order.tax,
              deliveryFee: order.delivery_fee,
              extraFee: order.extra_fee,
              extraFeeName: order.extra_fee_name,
              total: order.order_amount,
              taxIncluded,
            }}
          />
        </Card>
        <Card size="small" title={order.order_type === 'take_away' ? t('view.takeAway') : t('view.deliverTo')}>
          <Descriptions
            column={1}
            size="small"
            items={[
              { key: 'name', label: t('view.contact'), children: `${address.contact_person_name} · ${address.contact_person_number}` },
              ...(order.order_type === 'take_away' ? [] : [{ key: 'address', label: t('view.address'), children: address.address }]),
              { key: 'payment', label: t('view.payment'), children: t(`payment.${order.payment_method}`, { defaultValue: order.payment_method }) },
              // Said as the server holds it: an order paid online is unpaid until the gateway confirms it.
              { key: 'paymentStatus', label: t('view.paymentStatus'), children: <StatusTag tone={PAYMENT_STATUS_TONES[paymentStatus]}>{t(`paymentStatus.${paymentStatus}`)}</StatusTag> },
              ...(order.wallet_paid > 0 ? [{ key: 'walletPaid', label: t('view.walletPaid'), children: formatPrice(order.wallet_paid) }] : []),
              // The server's figure of what is still to pay, and how: nothing shows once it is paid.
              ...(order.left_to_pay > 0
                ? [{ key: 'leftToPay', label: leftToPayOnline(order) ? t('view.leftOnline') : t('view.leftOnDelivery'), children: formatPrice(order.left_to_pay) }]
                : []),
              // The note the customer wrote for the store at checkout, as written (it keeps its own direction).
              ...(order.order_note ? [{ key: 'note', label: t('view.note'), children: <bdi className="order-view__note">{order.order_note}</bdi> }] : []),
            ]}
          />
          {payAgain}
        </Card>
      </Flex>
    </div>
  );
}
