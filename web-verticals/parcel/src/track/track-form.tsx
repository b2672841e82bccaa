import type { VerticalHost } from '@storefront/sdk';
import { Alert, Button, Card, Col, Flex, Form, Input, Row } from 'antd';
import { useEffect, useState } from 'react';
import { trackParcel } from '../api';
import { MAX, PHONE, phoneInput } from '../send/form-model';
import { useParcelTranslation } from '../strings';
import type { TrackedParcel } from '../types';
import { TRACKING_CODE } from './tracking-code';
import { ParcelSummary } from './parcel-summary';
import { StatusTimeline } from './status-timeline';

// A parcel still on its way is read again this often, so a status the courier (or the demo dispatcher)
// moves shows without a reload; a delivered or canceled one no longer changes.
export const REFRESH_MS = 15_000;
const SETTLED: readonly TrackedParcel['status'][] = ['delivered', 'canceled'];
// The button's spinner shows only for an answer slower than this: a quick answer does not flash it.
const SPINNER_DELAY_MS = 150;

export interface TrackFormProps {
  host: VerticalHost;
  /** A tracking code to start with (from the link on the placed page). */
  initialCode?: string;
  formatPrice: (amount: number) => string;
}

/** Track a package: its tracking code and the sender's or receiver's phone, then its status timeline. */
export function TrackForm({ host, initialCode = '', formatPrice }: TrackFormProps) {
  const t = useParcelTranslation();
  const [parcel, setParcel] = useState<TrackedParcel | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [asked, setAsked] = useState<{ code: string; number: string } | null>(null);

  useEffect(() => {
    if (!parcel || !asked || SETTLED.includes(parcel.status)) return undefined;
    const timer = window.setTimeout(() => {
      // A failed re-read keeps what is shown; the next submit says what went wrong.
      trackParcel(host, asked.code, asked.number).then(setParcel, () => undefined);
    }, REFRESH_MS);
    return () => window.clearTimeout(timer);
  }, [parcel, asked, host]);

  const submit = async ({ code, number }: { code: string; number: string }) => {
    setBusy(true);
    setRefusal(null);
    try {
      const query = { code: code.trim().toUpperCase(), number };
      setParcel(await trackParcel(host, query.code, query.number));
      setAsked(query);
    } catch (failure) {
      setParcel(null);
      setRefusal(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Flex vertical gap="middle">
      <Card size="small">
        <Form layout="vertical" requiredMark={false} initialValues={{ code: initialCode, number: '' }} onFinish={(values) => void submit(values)}>
          <Row gutter={12} align="bottom">
            <Col xs={24} sm={10}>
              <Form.Item
                name="code"
                label={t('trackingCode')}
                htmlFor="parcel-track-code"
                rules={[
                  { required: true, whitespace: true, message: t('trackingCodeRequired') },
                  { pattern: TRACKING_CODE, message: t('trackingCodeInvalid') },
                ]}
              >
                <Input id="parcel-track-code" maxLength={10} autoComplete="off" style={{ textTransform: 'uppercase' }} />
              </Form.Item>
            </Col>
            <Col xs={24} sm={10}>
              <Form.Item
                name="number"
                label={t('contactNumber')}
                htmlFor="parcel-track-number"
                getValueFromEvent={(event: { target: { value: string } }) => phoneInput(event.target.value)}
                rules={[
                  { required: true, message: t('phoneRequired') },
                  { pattern: PHONE, message: t('phoneInvalid') },
                ]}
              >
                <Input id="parcel-track-number" maxLength={MAX.number} inputMode="tel" autoComplete="tel" />
              </Form.Item>
            </Col>
            <Col xs={24} sm={4}>
              <Form.Item>
                <Button type="primary" htmlType="submit" block loading={busy && { delay: SPINNER_DELAY_MS }}>
                  {t('track')}
                </Button>
              </Form.Item>
            </Col>
          </Row>
        </Form>
        {refusal ? <Alert type="error" showIcon title={refusal} /> : null}
      </Card>
      {parcel ? (
        <Row gutter={[16, 16]}>
          <Col xs={24} md={10}>
            <Card size="small" title={t('statusNow', { status: t(`status_${parcel.status}`) })}>
              <StatusTimeline parcel={parcel} />
            </Card>
          </Col>
          <Col xs={24} md={14}>
            <ParcelSummary parcel={parcel} formatPrice={formatPrice} />
          </Col>
        </Row>
      ) : null}
    </Flex>
  );
}
