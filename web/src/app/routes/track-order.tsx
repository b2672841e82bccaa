import { Alert, Button, Card, Flex, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Unavailable } from '@/app/routes/unavailable';
import { VerticalPageAt } from '@/app/routes/vertical-page-at';
import { useMoney } from '@/features/cart/hooks/use-money';
import { OrderTracker } from '@/features/orders/components/order-tracker';
import type { GuestPass } from '@/features/orders/types';
import { useConfig } from '@/shared/api/get-config';
import { offeredGateways } from '@/shared/api/money-config';
import { useModulePolicy } from '@/shared/api/module-policy';
import { useAtomValue } from '@/shared/state/app-store';
import { chosenModuleAtom } from '@/shared/state/chosen-module';
import { guestIdAtom, isLoggedInAtom } from '@/shared/state/session';

interface TrackQuery {
  order_id: string;
  contact_number?: string;
}

/**
 * /track-order. Decision: a guest reaches an order with its number and the phone number given at
 * checkout (the server also asks for the guest id this browser holds, so an order number alone
 * leads nowhere); a customer needs the number only, and is pointed to My Orders, where every order
 * is listed. Not offered in the parcel module (SPEC.md section 2).
 */
export function Component() {
  const chosen = useAtomValue(chosenModuleAtom);
  const generic = <TrackOrder />;
  // A module whose bundle tracks its own orders (rental: 'Track Trip') draws this page itself.
  return chosen ? <VerticalPageAt moduleType={chosen.module_type} path="track-order" fallback={generic} /> : generic;
}

function TrackOrder() {
  const { t } = useTranslation('orders');
  const [params] = useSearchParams();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const guestId = useAtomValue(guestIdAtom);
  const chosen = useAtomValue(chosenModuleAtom);
  const policy = useModulePolicy();
  const { data: config } = useConfig();
  const money = useMoney();
  const label = chosen?.labels?.track_order || t('track.title');
  const [tracked, setTracked] = useState<{ orderId: number; guest: GuestPass | null } | null>(null);
  if (!policy.track_order) return <Unavailable />;
  const submit = (values: TrackQuery) => {
    const orderId = Number(values.order_id.trim());
    const guest = loggedIn ? null : { guest_id: guestId ?? '', contact_number: (values.contact_number ?? '').trim() };
    setTracked({ orderId, guest });
  };
  return (
    <Flex vertical gap="large">
      <h1 className="page-title">{label}</h1>
      {tracked ? (
        <>
          <div>
            <Button onClick={() => setTracked(null)}>{t('track.another')}</Button>
          </div>
          <OrderTracker
            key={`${tracked.orderId}:${tracked.guest?.contact_number ?? ''}`}
            orderId={tracked.orderId}
            guest={tracked.guest}
            taxIncluded={config?.tax_included === 1}
            formatPrice={money}
            gateways={offeredGateways(config)}
          />
        </>
      ) : (
        <Flex vertical gap="large" className="narrow-page">
          <p className="text-secondary">{t('track.intro')}</p>
          {loggedIn ? <Alert type="info" showIcon title={t('track.customerHint')} action={<Link to="/my-orders">{t('track.myOrders')}</Link>} /> : null}
          <Card>
            <Form<TrackQuery>
              layout="vertical"
              onFinish={submit}
              requiredMark={false}
              initialValues={{ order_id: params.get('order_id') ?? '' }}
            >
              <Form.Item
                name="order_id"
                label={t('track.orderId')}
                rules={[
                  { required: true, message: t('track.orderIdRequired') },
                  { pattern: /^\s*\d{1,12}\s*$/, message: t('track.orderIdDigits') },
                ]}
              >
                <Input inputMode="numeric" autoComplete="off" placeholder={t('track.orderIdPlaceholder')} />
              </Form.Item>
              {loggedIn ? null : (
                <Form.Item
                  name="contact_number"
                  label={t('track.phone')}
                  rules={[
                    { required: true, message: t('track.phoneRequired') },
                    { pattern: /^\s*\+?[\d\s]{6,20}\s*$/, message: t('track.phoneInvalid') },
                  ]}
                >
                  <Input type="tel" autoComplete="tel" placeholder={t('track.phonePlaceholder')} />
                </Form.Item>
              )}
              <Button type="primary" htmlType="submit" block>
                {t('track.submit')}
              </Button>
            </Form>
          </Card>
        </Flex>
      )}
    </Flex>
  );
}
