import { Skeleton } from 'antd';
import { useState } from 'react';
import { useGoTo } from '@/shared/lib/use-go-to';
import { useApiErrorToast } from '@/shared/ui/use-api-error';
import { postDemoOutcome, useDemoPayment } from '@/features/payments/api/demo-payment';
import { DemoPaymentPanel } from '@/features/payments/components/demo-payment-panel';
import { PaymentLoadProblem, paymentGone } from '@/features/payments/components/payment-load-problem';
import type { DemoOutcome } from '@/features/payments/types';

export interface DemoPaymentProps {
  token: string;
  formatMoney: (amount: number) => string;
}

/**
 * /payment/demo/:token: the demo gateway's page for one payment. The outcome the shopper picks is
 * posted (the server applies it as a gateway's signed notice would, once) and the page goes where the
 * answer says (`return_url`: the order's page, or the wallet). An unknown token reads "Payment not found".
 */
export function DemoPayment({ token, formatMoney }: DemoPaymentProps) {
  const goTo = useGoTo();
  const showError = useApiErrorToast();
  const { data: payment, error, mutate } = useDemoPayment(token);
  const [sending, setSending] = useState<DemoOutcome | null>(null);
  if (error && (!payment || paymentGone(error))) return <PaymentLoadProblem error={error} onRetry={() => void mutate()} />;
  if (!payment) return <Skeleton active />;

  const send = async (outcome: DemoOutcome) => {
    setSending(outcome);
    try {
      const answer = await postDemoOutcome(token, outcome);
      goTo(answer.return_url);
    } catch (failure) {
      showError(failure);
      setSending(null);
      void mutate();
    }
  };

  return (
    <DemoPaymentPanel payment={payment} formatMoney={formatMoney} sending={sending} onOutcome={(outcome) => void send(outcome)} onContinue={() => goTo(payment.return_url)} />
  );
}
