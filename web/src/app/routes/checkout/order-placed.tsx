import { Button, Result } from 'antd';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Placed } from '@/features/checkout/types';
import { useAtomValue } from '@/shared/state/app-store';
import { useGoTo } from '@/shared/lib/use-go-to';
import { isLoggedInAtom } from '@/shared/state/session';
import { focusWhenLost } from '@/shared/ui/focus-return';

/**
 * The outcome: the order's number and the way to follow it. An order with something left to pay
 * online (`payment_url`) goes on to its payment page at once; the gateway sends the shopper back to
 * the order.
 */
export function OrderPlaced({ placed }: { placed: Placed }) {
  const { t } = useTranslation('checkout');
  const navigate = useNavigate();
  const goTo = useGoTo();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const paymentUrl = placed.payment_url;
  const left = useRef(false);
  useEffect(() => {
    // Once, even when the effect runs again (React's development checks).
    if (!paymentUrl || left.current) return;
    left.current = true;
    goTo(paymentUrl);
  }, [paymentUrl, goTo]);
  if (paymentUrl) {
    return (
      <Outcome title={t('success.payingTitle')}>
        <Result
          status="info"
          title={t('success.payingTitle')}
          subTitle={t('success.payingText', { id: placed.order_id })}
          extra={
            <Button type="primary" onClick={() => goTo(paymentUrl)}>
              {t('success.pay')}
            </Button>
          }
        />
      </Outcome>
    );
  }
  const tracking = loggedIn ? `/my-orders/${placed.order_id}` : `/track-order?order_id=${placed.order_id}`;
  return (
    <Outcome title={t('success.title')}>
      <Result
        status="success"
        title={t('success.title')}
        subTitle={t('success.text', { id: placed.order_id })}
        extra={[
          <Button key="track" type="primary" onClick={() => void navigate(tracking)}>
            {t('success.track')}
          </Button>,
          <Button key="home" onClick={() => void navigate('/home')}>
            {t('success.keepShopping')}
          </Button>,
        ]}
      />
    </Outcome>
  );
}

/**
 * The outcome in place of the order form, named by its title. The form and its Place order button went
 * with the order, leaving the focus on the body and the page scrolled to where the button was: the
 * outcome takes the focus and comes into view, and the keyboard goes on from it (its buttons next).
 */
function Outcome({ title, children }: { title: string; children: ReactNode }) {
  const outcome = useRef<HTMLElement>(null);
  useEffect(() => focusWhenLost(outcome.current, { scroll: true }), []);
  return (
    <section ref={outcome} aria-label={title} tabIndex={-1}>
      {children}
    </section>
  );
}
