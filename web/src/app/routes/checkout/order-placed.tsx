import { Button, Result } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Placed } from '@/features/checkout/types';
import { useAtomValue } from '@/shared/state/app-store';
import { useGoTo } from '@/shared/lib/use-go-to';
import { isLoggedInAtom } from '@/shared/state/session';

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
    );
  }
  const tracking = loggedIn ? `/my-orders/${placed.order_id}` : `/track-order?order_id=${placed.order_id}`;
  return (
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
  );
}
