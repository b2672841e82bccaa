import { Button, Card, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { StatusTag } from '@/shared/ui/status-tag';
import { PaymentSummary, SettledPayment } from '@/features/payments/components/payment-summary';
import type { DemoOutcome, DemoPayment } from '@/features/payments/types';
import '@/features/payments/payments.css';

export interface DemoPaymentPanelProps {
  payment: DemoPayment;
  formatMoney: (amount: number) => string;
  /** The outcome being sent, while it is. */
  sending: DemoOutcome | null;
  onOutcome: (outcome: DemoOutcome) => void;
  /** Leave a payment that is already settled for where it returns. */
  onContinue: () => void;
}

/**
 * The demo gateway's page: plainly a demo (no real money moves), what is paid and for what, and the three
 * things a payment can do: go through, be declined, be abandoned. A settled payment says how it ended.
 */
export function DemoPaymentPanel({ payment, formatMoney, sending, onOutcome, onContinue }: DemoPaymentPanelProps) {
  const { t } = useTranslation('checkout');
  return (
    <Card className="demo-gateway">
      <Flex vertical gap="middle">
        <Flex align="center" gap="small" wrap>
          <StatusTag tone="warning" className="demo-gateway__badge">
            {t('demoGateway.badge')}
          </StatusTag>
          <h1 className="demo-gateway__title">{t('demoGateway.title')}</h1>
        </Flex>
        <Typography.Paragraph type="secondary" className="demo-gateway__intro">
          {t('demoGateway.intro')}
        </Typography.Paragraph>
        <PaymentSummary payment={payment} formatMoney={formatMoney} />
        {payment.status !== 'pending' ? (
          <SettledPayment status={payment.status} onContinue={onContinue} />
        ) : (
          <Flex gap="small" wrap>
            <Button type="primary" size="large" loading={sending === 'succeed'} disabled={sending !== null} onClick={() => onOutcome('succeed')}>
              {t('demoGateway.pay')}
            </Button>
            <Button danger size="large" loading={sending === 'decline'} disabled={sending !== null} onClick={() => onOutcome('decline')}>
              {t('demoGateway.decline')}
            </Button>
            <Button size="large" loading={sending === 'abandon'} disabled={sending !== null} onClick={() => onOutcome('abandon')}>
              {t('demoGateway.abandon')}
            </Button>
          </Flex>
        )}
      </Flex>
    </Card>
  );
}
