import type { VerticalHost, VerticalPoint, VerticalPointChooserProps } from '@storefront/sdk';
import { Alert, Button, Card, Col, Form, Input, Radio, Row, Skeleton } from 'antd';
import { useRef, useState, type ComponentType } from 'react';
import useSWR from 'swr';
import { getCategories, parcelKeys, placeParcel } from '../api';
import { useParcelTranslation } from '../strings';
import type { PlacedParcel } from '../types';
import { CategoryCards } from './category-cards';
import { emptyPlace, MAX, placeBody, quoteInput, type SendDraft } from './form-model';
import { PlaceFields } from './place-fields';
import { QuoteSummary } from './quote-summary';
import { useQuote } from './use-quote';

export interface SendFormProps {
  host: VerticalHost;
  PointChooser: ComponentType<VerticalPointChooserProps>;
  /** Where both pins start (the shopper's chosen location). */
  start: VerticalPoint;
  formatPrice: (amount: number) => string;
  onPlaced: (placed: PlacedParcel) => void;
}

/** A fresh Idempotency-Key for one placing attempt. */
const newKey = () => (globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random()}`).replace(/[^A-Za-z0-9_.:-]/g, '').slice(0, 64);

/**
 * The send-a-package form: category, sender and receiver (map, contact, street, house, floor), who pays,
 * payment (cash on delivery), note, the server's quote, and Send with a spinner. A refusal shows the
 * server's message; a retry of the same filled form reuses its key, so a lost answer never sends twice.
 */
export function SendForm({ host, PointChooser, start, formatPrice, onPlaced }: SendFormProps) {
  const t = useParcelTranslation();
  const [form] = Form.useForm<SendDraft>();
  const categories = useSWR(parcelKeys.categories(), () => getCategories(host));
  const draft = Form.useWatch([], form) as Partial<SendDraft> | undefined;
  const { quote, loading, error } = useQuote(host, quoteInput(draft));
  const [placing, setPlacing] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const key = useRef(newKey());

  const submit = async (values: SendDraft) => {
    setPlacing(true);
    setRefusal(null);
    try {
      const placed = await placeParcel(host, placeBody({ ...values, category_id: values.category_id! }), key.current);
      key.current = newKey();
      onPlaced(placed);
    } catch (failure) {
      setRefusal(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setPlacing(false);
    }
  };

  return (
    <Form<SendDraft>
      form={form}
      layout="vertical"
      requiredMark={false}
      initialValues={{ sender: emptyPlace(start), receiver: emptyPlace(start), charge_payer: 'sender', payment_method: 'cash_on_delivery' }}
      // A changed form is another parcel: its placing gets a key of its own.
      onValuesChange={() => (key.current = newKey())}
      onFinish={(values) => void submit(values)}
    >
      {categories.error ? (
        <Alert type="error" showIcon title={t('categoriesFailed')} />
      ) : categories.data ? (
        <Form.Item name="category_id" label={t('category')} rules={[{ required: true, message: t('categoryRequired') }]}>
          <CategoryCards categories={categories.data} formatPrice={formatPrice} />
        </Form.Item>
      ) : (
        <Skeleton active paragraph={{ rows: 2 }} />
      )}
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <PlaceFields side="sender" PointChooser={PointChooser} start={start} />
        </Col>
        <Col xs={24} lg={12}>
          <PlaceFields side="receiver" PointChooser={PointChooser} start={start} />
        </Col>
      </Row>
      <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
        <Col xs={24} lg={12}>
          <Card size="small">
            <Form.Item name="charge_payer" label={t('chargePayer')}>
              <Radio.Group
                options={[
                  { value: 'sender', label: t('payerSender') },
                  { value: 'receiver', label: t('payerReceiver') },
                ]}
              />
            </Form.Item>
            <Form.Item name="payment_method" label={t('payment')}>
              <Radio.Group options={[{ value: 'cash_on_delivery', label: t('cashOnDelivery') }]} />
            </Form.Item>
            <Form.Item name="parcel_note" label={t('note')} htmlFor="parcel-note">
              <Input.TextArea id="parcel-note" maxLength={MAX.note} showCount autoSize={{ minRows: 2, maxRows: 5 }} placeholder={t('notePlaceholder')} />
            </Form.Item>
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <QuoteSummary quote={quote} loading={loading} error={error} formatPrice={formatPrice} />
          {refusal ? <Alert type="error" showIcon title={refusal} style={{ marginTop: 12 }} /> : null}
          <Button type="primary" htmlType="submit" size="large" block loading={placing} style={{ marginTop: 12 }}>
            {t('place')}
          </Button>
        </Col>
      </Row>
    </Form>
  );
}
