import { Alert, Button, Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { settledStatus, type PaymentFacts } from '@/features/payments/types';
import '@/features/payments/payments.css';

export interface PaymentSummaryProps {
  payment: PaymentFacts;
  formatMoney: (amount: number) => string;
}

/** What a payment page says first, whatever the gateway: the amount (the server's) and what it pays for. */
export function PaymentSummary({ payment, formatMoney }: PaymentSummaryProps) {
  const { t } = useTranslation('checkout');
  return (
    <Descriptions
      column={1}
      size="small"
      bordered
      items={[
        { key: 'amount', label: t('demoGateway.amount'), children: <strong><bdi>{formatMoney(payment.amount)}</bdi></strong> },
        {
          key: 'for',
          label: t('demoGateway.for'),
          children: payment.purpose === 'order' && payment.order_id !== null ? t('demoGateway.forOrder', { id: payment.order_id }) : t('demoGateway.forAddFund'),
        },
      ]}
    />
  );
}

export interface SettledPaymentProps {
  /** The payment's status: anything but "pending". */
  status: string;
  /** Leave for where the payment returns. */
  onContinue: () => void;
}

/** A payment no longer to pay: how it ended, when the page can say it in words, and the way back. */
export function SettledPayment({ status, onContinue }: SettledPaymentProps) {
  const { t } = useTranslation('checkout');
  const settled = settledStatus(status);
  return (
    <>
      {settled ? <Alert type={settled === 'succeeded' ? 'success' : 'warning'} showIcon title={t(`demoGateway.status.${settled}`)} /> : null}
      <Button type="primary" onClick={onContinue}>
        {t('demoGateway.continue')}
      </Button>
    </>
  );
}
