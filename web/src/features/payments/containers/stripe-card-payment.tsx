import { Skeleton } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGoTo } from '@/shared/lib/use-go-to';
import { useStripePayment } from '@/features/payments/api/stripe-payment';
import { PaymentLoadProblem, paymentGone } from '@/features/payments/components/payment-load-problem';
import { StripeCardPanel } from '@/features/payments/components/stripe-card-panel';
import { loadStripeJs, type StripeCardElement, type StripeJs } from '@/features/payments/stripe/stripe-js';

export interface StripeCardPaymentProps {
  token: string;
  /** The guest whose payment this is (null for a signed-in customer: the stored token says who). */
  guestId: string | null;
  formatMoney: (amount: number) => string;
}

interface CardForm {
  stripe: StripeJs;
  card: StripeCardElement;
}

/**
 * /payment/stripe/:token: Stripe's card page for one payment. Stripe.js is loaded from where the server
 * says, draws its card form here, and confirms the PaymentIntent with the payment's client secret; then the
 * page goes to `return_url` (the order's page, which reads Unpaid until Stripe's signed webhook has
 * reached the server: a confirmation in the browser never marks anything paid). A refused card stays
 * here with Stripe's reason and can be tried again.
 */
export function StripeCardPayment({ token, guestId, formatMoney }: StripeCardPaymentProps) {
  const { i18n } = useTranslation();
  const goTo = useGoTo();
  const { data: payment, error, mutate } = useStripePayment(token, guestId);
  const slot = useRef<HTMLDivElement>(null);
  const [form, setForm] = useState<CardForm | null>(null);
  const [scriptFailed, setScriptFailed] = useState(false);
  const [loads, setLoads] = useState(0); // each "try again" after Stripe.js failed to load
  const [paying, setPaying] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const payable = payment?.status === 'pending' && payment.client_secret !== null;
  const scriptUrl = payable ? payment.stripe_js_url : null;
  const publishableKey = payment?.publishable_key ?? '';
  const language = i18n.language;
  useEffect(() => {
    if (!scriptUrl) return;
    let left = false;
    let mounted: StripeCardElement | null = null;
    loadStripeJs(scriptUrl).then(
      (Stripe) => {
        if (left || !slot.current) return;
        // Stripe's own messages (a declined card ...) in the page's language.
        const stripe = Stripe(publishableKey, { locale: language });
        mounted = stripe.elements().create('card');
        mounted.mount(slot.current);
        setForm({ stripe, card: mounted });
      },
      () => {
        if (!left) setScriptFailed(true);
      },
    );
    return () => {
      left = true;
      mounted?.destroy();
      setForm(null);
    };
  }, [scriptUrl, publishableKey, language, loads]);

  if (error && (!payment || paymentGone(error))) return <PaymentLoadProblem error={error} onRetry={() => void mutate()} />;
  if (!payment) return <Skeleton active />;

  const pay = async () => {
    if (!form || !payment.client_secret) return;
    setPaying(true);
    setRefusal(null);
    try {
      const { error: refused } = await form.stripe.confirmCardPayment(payment.client_secret, { payment_method: { card: form.card } });
      if (!refused) {
        goTo(payment.return_url);
        return;
      }
      setRefusal(refused.message ?? '');
    } catch {
      setRefusal(''); // Stripe.js could not reach Stripe: nothing was confirmed
    }
    setPaying(false);
  };

  return (
    <StripeCardPanel
      payment={payment}
      formatMoney={formatMoney}
      cardField={<div ref={slot} className="card-payment__slot" />}
      loading={payable && !scriptFailed && form === null}
      paying={paying}
      refusal={refusal}
      scriptFailed={scriptFailed}
      onPay={() => void pay()}
      onReloadScript={() => {
        setScriptFailed(false);
        setLoads((count) => count + 1);
      }}
      onContinue={() => goTo(payment.return_url)}
    />
  );
}
