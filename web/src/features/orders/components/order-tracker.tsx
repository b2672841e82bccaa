import { Alert, Result, Skeleton } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { ApiError } from '@/shared/api/errors';
import type { ActiveGateway, GatewayName } from '@/shared/api/money-config';
import { isCartKey } from '@/shared/api/swr-keys';
import { useGoTo } from '@/shared/lib/use-go-to';
import { useApiErrorToast } from '@/shared/ui/use-api-error';
import { useFeedback } from '@/shared/ui/use-feedback';
import { cancelOrder, useRefundReasons } from '@/features/orders/api/cancel-order';
import { payOrder } from '@/features/orders/api/pay-order';
import { usePrescriptionIds, usePrescriptionImages } from '@/features/orders/api/prescriptions';
import { useOrderLines, useTrackedOrder } from '@/features/orders/api/track-order';
import { OrderPrescriptions } from '@/features/orders/components/order-prescriptions';
import { useModulePolicy } from '@/shared/api/module-policy';
import { CancelOrderDialog } from '@/features/orders/components/cancel-order-dialog';
import { OrderView } from '@/features/orders/components/order-view';
import { PayNow } from '@/features/orders/components/pay-now';
import { canPayAgain, paymentStatusOf } from '@/features/orders/model/payment';
import { useMoment } from '@/features/orders/hooks/use-moment';
import type { GuestPass, Order } from '@/features/orders/types';

export interface OrderTrackerProps {
  orderId: number;
  /** A guest's pass; null for a customer (the token says who). */
  guest: GuestPass | null;
  taxIncluded: boolean;
  formatPrice: (amount: number) => string;
  /** The digital gateways switched on: an order paid online and not paid yet offers to pay through them. */
  gateways?: ActiveGateway[];
  /** Ways to talk about the order (the chat entries a signed-in customer gets), under its items. */
  contact?: (order: Order) => ReactNode;
}

/** How often an order paid online and not confirmed yet is asked again, and for how long after the page opened. */
export const PAYMENT_CONFIRMATION_POLL_MS = 5000;
const PAYMENT_CONFIRMATION_WAIT_MS = 60_000;

/** The methods with a part paid online: the cart keeps the order's lines until that part is confirmed. */
const ONLINE_METHODS = new Set(['digital_payment', 'partial_payment']);

/** An order followed while it runs, with its lines and a cancel while the status allows it. */
export function OrderTracker({ orderId, guest, taxIncluded, formatPrice, gateways = [], contact }: OrderTrackerProps) {
  const { t } = useTranslation('orders');
  const { message } = useFeedback();
  const formatMoment = useMoment();
  const { data: order, error, mutate } = useTrackedOrder(orderId, guest);
  const { data: lines } = useOrderLines(order ? orderId : null, guest);
  const [canceling, setCanceling] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const { data: reasons } = useRefundReasons(canceling);
  // A module that takes prescriptions (its policy) shows the images sent with the order.
  const takesPrescriptions = useModulePolicy(order?.module_id ?? null).checkout_documents;
  const { data: prescriptions } = usePrescriptionIds(order && takesPrescriptions ? orderId : null, guest);
  const images = usePrescriptionImages(orderId, prescriptions?.prescription_ids, guest);
  const goTo = useGoTo();
  const showError = useApiErrorToast();
  const [paying, setPaying] = useState<GatewayName | null>(null);
  // Back from the gateway, the payment may still be confirming (its signed notice comes on its own):
  // an unpaid online payment is asked again for a minute.
  const confirming = order?.payment_method === 'digital_payment' && paymentStatusOf(order) === 'unpaid' && order.order_status !== 'canceled';
  useEffect(() => {
    if (!confirming) return;
    const timer = setInterval(() => void mutate(), PAYMENT_CONFIRMATION_POLL_MS);
    const stop = setTimeout(() => clearInterval(timer), PAYMENT_CONFIRMATION_WAIT_MS);
    return () => {
      clearInterval(timer);
      clearTimeout(stop);
    };
  }, [confirming, mutate]);
  // An online payment confirmed takes the order's lines out of the cart on the server (a declined one
  // leaves them): the cart shown (the header's count, the drawer) is read again, or it would still hold
  // what was just paid for.
  const { mutate: mutateCache } = useSWRConfig();
  const paidOnline = order !== undefined && ONLINE_METHODS.has(order.payment_method) && paymentStatusOf(order) === 'paid';
  useEffect(() => {
    if (paidOnline) void mutateCache((key) => isCartKey(key));
  }, [paidOnline, mutateCache]);

  if (error instanceof ApiError && error.status === 404) {
    return <Result status="warning" title={t('track.missingTitle')} subTitle={t('track.missingText')} />;
  }
  if (error) return <Alert type="error" showIcon title={error instanceof Error ? error.message : String(error)} />;
  if (!order) return <Skeleton active />;

  const confirm = async (reason: string) => {
    setBusy(true);
    setRefusal(null);
    try {
      const answer = await cancelOrder({ order_id: orderId, reason, ...(guest ?? {}) });
      void message.success({ content: answer.message, key: 'order-cancel' });
      setCanceling(false);
    } catch (failure) {
      setRefusal(failure instanceof ApiError ? failure.message : String(failure));
    } finally {
      setBusy(false);
      void mutate();
    }
  };

  const pay = async (gateway: GatewayName) => {
    setPaying(gateway);
    try {
      const { payment_url: paymentUrl } = await payOrder({ order_id: orderId, payment_gateway: gateway, ...(guest ?? {}) });
      // Nothing left to pay online (the order was settled meanwhile): the order, read again, says so.
      if (paymentUrl) goTo(paymentUrl);
      else {
        setPaying(null);
        void mutate();
      }
    } catch (failure) {
      // Paid or canceled meanwhile (409): the server says so, and the order is read again.
      showError(failure);
      setPaying(null);
      void mutate();
    }
  };
  const status = paymentStatusOf(order);

  return (
    <>
      <OrderView
        order={order}
        lines={lines}
        taxIncluded={taxIncluded}
        formatPrice={formatPrice}
        formatMoment={formatMoment}
        onCancel={() => {
          setRefusal(null);
          setCanceling(true);
        }}
        extra={
          <>
            {prescriptions?.prescription_ids.length ? <OrderPrescriptions images={images} prescriptionOnly={order.details_count === 0} /> : null}
            {contact?.(order)}
          </>
        }
        payAgain={
          canPayAgain(order) && (status === 'unpaid' || status === 'failed') ? (
            <PayNow status={status} gateways={gateways} busy={paying} onPay={(gateway) => void pay(gateway)} />
          ) : null
        }
      />
      <CancelOrderDialog
        open={canceling}
        orderId={orderId}
        reasons={reasons?.refund_reasons}
        busy={busy}
        error={refusal}
        onConfirm={(reason) => void confirm(reason)}
        onClose={() => setCanceling(false)}
      />
    </>
  );
}
