import { Alert, Button, Card, Flex, Spin, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PaymentSummary, SettledPayment } from '@/features/payments/components/payment-summary';
import type { StripePayment } from '@/features/payments/types';
import '@/features/payments/payments.css';

export interface StripeCardPanelProps {
  payment: StripePayment;
  formatMoney: (amount: number) => string;
  /** Where Stripe.js draws its card form (the container's node; a stand-in in stories). */
  cardField: ReactNode;
  /** Stripe.js is still loading: the form is not there yet. */
  loading: boolean;
  /** The card is being confirmed with Stripe. */
  paying: boolean;
  /** Why the last attempt failed, in Stripe's words ("" when it gave none); null before any failure. */
  refusal: string | null;
  /** Stripe.js could not be loaded: no form can be shown. */
  scriptFailed: boolean;
  onPay: () => void;
  onReloadScript: () => void;
  /** Leave a payment that is no longer to pay for where it returns. */
  onContinue: () => void;
}

/**
 * Stripe's card page: what is paid and for what (the server's figures), the card form Stripe.js draws,
 * and one button. A refused card says Stripe's reason, that no money was taken, and offers to try again;
 * a payment no longer pending says how it ended and leads back.
 */
export function StripeCardPanel(props: StripeCardPanelProps) {
  const { payment, formatMoney, cardField, loading, paying, refusal, scriptFailed, onPay, onReloadScript, onContinue } = props;
  const { t } = useTranslation('checkout');
  const payable = payment.status === 'pending' && payment.client_secret !== null;
  return (
    <Card className="card-payment">
      <Flex vertical gap="middle">
        <h1 className="card-payment__title">{t('cardPayment.title')}</h1>
        <Typography.Paragraph type="secondary" className="card-payment__intro">
          {t('cardPayment.intro')}
        </Typography.Paragraph>
        <PaymentSummary payment={payment} formatMoney={formatMoney} />
        {!payable ? (
          <SettledPayment status={payment.status} onContinue={onContinue} />
        ) : scriptFailed ? (
          <Alert
            type="error"
            showIcon
            title={t('cardPayment.scriptFailed')}
            action={<Button onClick={onReloadScript}>{t('cardPayment.tryAgain')}</Button>}
          />
        ) : (
          <>
            <Flex vertical gap="small">
              <Typography.Text strong id="card-payment-field">
                {t('cardPayment.card')}
              </Typography.Text>
              <Spin spinning={loading} description={t('cardPayment.loading')}>
                <div className="card-payment__field" role="group" aria-labelledby="card-payment-field">
                  {cardField}
                </div>
              </Spin>
            </Flex>
            {refusal !== null ? (
              <Alert
                type="error"
                showIcon
                role="alert"
                title={refusal || t('cardPayment.refusedUnknown')}
                description={payment.purpose === 'order' ? t('cardPayment.refusedOrder') : t('cardPayment.refusedTopUp')}
              />
            ) : null}
            <Button type="primary" size="large" block loading={paying} disabled={loading} onClick={onPay}>
              {refusal !== null ? t('cardPayment.tryAgain') : t('cardPayment.pay', { amount: formatMoney(payment.amount) })}
            </Button>
          </>
        )}
      </Flex>
    </Card>
  );
}
