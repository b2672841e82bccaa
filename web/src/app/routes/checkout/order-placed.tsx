import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Placed } from '@/features/checkout/types';
import { useAtomValue } from '@/shared/state/app-store';
import { isLoggedInAtom } from '@/shared/state/session';

/** The outcome: the order's number and the way to follow it. */
export function OrderPlaced({ placed }: { placed: Placed }) {
  const { t } = useTranslation('checkout');
  const navigate = useNavigate();
  const loggedIn = useAtomValue(isLoggedInAtom);
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
