import { Alert, Result, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/shared/api/errors';
import { useFeedback } from '@/shared/ui/use-feedback';
import { cancelOrder, useRefundReasons } from '@/features/orders/api/cancel-order';
import { usePrescriptionIds, usePrescriptionImages } from '@/features/orders/api/prescriptions';
import { useOrderLines, useTrackedOrder } from '@/features/orders/api/track-order';
import { OrderPrescriptions } from '@/features/orders/components/order-prescriptions';
import { useModulePolicy } from '@/shared/api/module-policy';
import { CancelOrderDialog } from '@/features/orders/components/cancel-order-dialog';
import { OrderView } from '@/features/orders/components/order-view';
import { useMoment } from '@/features/orders/hooks/use-moment';
import type { GuestPass } from '@/features/orders/types';

export interface OrderTrackerProps {
  orderId: number;
  /** A guest's pass; null for a customer (the token says who). */
  guest: GuestPass | null;
  taxIncluded: boolean;
  formatPrice: (amount: number) => string;
}

/** An order followed while it runs, with its lines and a cancel while the status allows it. */
export function OrderTracker({ orderId, guest, taxIncluded, formatPrice }: OrderTrackerProps) {
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
        extra={prescriptions?.prescription_ids.length ? <OrderPrescriptions images={images} prescriptionOnly={order.details_count === 0} /> : null}
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
