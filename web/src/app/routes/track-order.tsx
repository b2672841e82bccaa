import { Alert, Button, Card, Flex, Form, Input, Result } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { trackOrder, type TrackOutcome, type TrackQuery } from '@/app/routes/track-order-api';
import { useAtomValue } from '@/shared/state/app-store';
import { chosenModuleAtom } from '@/shared/state/chosen-module';
import { isLoggedInAtom } from '@/shared/state/session';

/**
 * /track-order. Decision: tracking needs an order, so the page is the guest's way to one — the
 * order number and the phone number given at checkout (the same pair a guest receives by message),
 * like the tracking pages of the marketplaces people know. Customers are pointed to My Orders, where
 * every order is listed. An order the server does not know (or while orders do not exist yet) gets
 * a plain "not found" with what to check, never an empty screen.
 */
export function Component() {
  const { t } = useTranslation('pages');
  const loggedIn = useAtomValue(isLoggedInAtom);
  const label = useAtomValue(chosenModuleAtom)?.labels?.track_order || t('track.title');
  const [outcome, setOutcome] = useState<TrackOutcome | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (values: TrackQuery) => {
    setBusy(true);
    setOutcome(await trackOrder({ order_id: values.order_id.trim(), contact_number: values.contact_number.trim() }));
    setBusy(false);
  };
  return (
    <Flex vertical gap="large" className="narrow-page">
      <h1 className="page-title">{label}</h1>
      <p className="text-secondary">{t('track.intro')}</p>
      {loggedIn ? (
        <Alert type="info" showIcon title={t('track.customerHint')} action={<Link to="/my-orders">{t('track.myOrders')}</Link>} />
      ) : null}
      <Card>
        <Form<TrackQuery> layout="vertical" onFinish={(values) => void submit(values)} requiredMark={false}>
          <Form.Item
            name="order_id"
            label={t('track.orderId')}
            rules={[
              { required: true, message: t('track.orderIdRequired') },
              { pattern: /^\s*\d+\s*$/, message: t('track.orderIdDigits') },
            ]}
          >
            <Input inputMode="numeric" autoComplete="off" placeholder={t('track.orderIdPlaceholder')} />
          </Form.Item>
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
          <Button type="primary" htmlType="submit" loading={busy} block>
            {t('track.submit')}
          </Button>
        </Form>
      </Card>
      {outcome?.kind === 'missing' ? (
        <Result status="warning" title={t('track.missingTitle')} subTitle={t('track.missingText')} />
      ) : null}
      {outcome?.kind === 'failed' ? <Alert type="error" showIcon title={outcome.message} /> : null}
      {outcome?.kind === 'found' ? (
        <Result
          status="success"
          title={t('track.foundTitle', { id: outcome.order.id ?? '' })}
          subTitle={outcome.order.order_status ? t('track.status', { status: outcome.order.order_status }) : undefined}
        />
      ) : null}
    </Flex>
  );
}
