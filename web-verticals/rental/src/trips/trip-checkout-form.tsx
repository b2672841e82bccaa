import { Alert, Button, Card, Flex, Form, Input, Radio } from 'antd';
import { useRef, useState } from 'react';
import { attemptKey, keepPhoneCharacters, PHONE_PATTERN } from './contact';
import { useTripsTranslation } from './strings';
import type { TripBooking } from './types';

export interface ContactValues {
  name: string;
  phone: string;
  email?: string;
  note?: string;
}

/**
 * The trip checkout's form: contact (the signed-in customer's by default; a guest types a name and a
 * phone under SPEC.md's phone rules), payment (cash), a note, the server's total and Book. One
 * Idempotency-Key stands for one attempt: a second click or a retry after a failure books one trip.
 */
export function TripCheckoutForm({
  total,
  tax,
  formatPrice,
  initial,
  signedIn,
  onBook,
}: {
  total: number;
  /** The provider's tax in the total, as the server answered it (`included`: already in the fares). */
  tax?: { amount: number; included: boolean };
  formatPrice: (amount: number) => string;
  initial?: Partial<ContactValues>;
  signedIn: boolean;
  onBook: (booking: TripBooking, key: string) => Promise<void>;
}) {
  const t = useTripsTranslation();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const key = useRef<string | null>(null);
  const submit = async (values: ContactValues) => {
    key.current ??= attemptKey();
    setBusy(true);
    setProblem(null);
    try {
      await onBook(
        {
          contact_person_name: values.name.trim(),
          contact_person_number: values.phone,
          ...(values.email?.trim() ? { contact_person_email: values.email.trim() } : {}),
          payment_method: 'cash_on_delivery',
          ...(values.note?.trim() ? { trip_note: values.note.trim() } : {}),
        },
        key.current,
      );
    } catch (failure) {
      setProblem(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Form<ContactValues>
      layout="vertical"
      initialValues={{ name: '', phone: '', email: '', note: '', ...initial }}
      onValuesChange={() => {
        key.current = null; // changed details are another attempt
      }}
      onFinish={(values) => void submit(values)}
    >
      <Flex vertical gap="middle">
        <Card size="small" title={t('trips_contact')}>
          {signedIn ? <p className="text-secondary">{t('trips_signedInContact')}</p> : null}
          <Form.Item name="name" label={t('trips_contactName')} rules={[{ required: true, whitespace: true, message: t('trips_nameRequired') }]}>
            <Input maxLength={100} autoComplete="name" />
          </Form.Item>
          <Form.Item
            name="phone"
            label={t('trips_contactNumber')}
            normalize={keepPhoneCharacters}
            rules={[
              { required: true, message: t('trips_phoneRequired') },
              { pattern: PHONE_PATTERN, message: t('trips_phoneInvalid') },
            ]}
          >
            <Input inputMode="tel" maxLength={30} autoComplete="tel" />
          </Form.Item>
          <Form.Item name="email" label={t('trips_contactEmail')} rules={[{ type: 'email' }]}>
            <Input maxLength={160} autoComplete="email" />
          </Form.Item>
        </Card>
        <Card size="small" title={t('trips_payment')}>
          <Radio.Group value="cash_on_delivery" options={[{ value: 'cash_on_delivery', label: t('trips_cash') }]} />
        </Card>
        <Card size="small" title={t('trips_note')}>
          <Form.Item name="note" noStyle>
            <Input.TextArea rows={3} maxLength={500} placeholder={t('trips_notePlaceholder')} aria-label={t('trips_note')} />
          </Form.Item>
        </Card>
        {problem ? <Alert type="error" title={problem} role="alert" /> : null}
        {tax ? (
          <Flex justify="space-between" align="center">
            <span>{tax.included ? t('trips_taxIncluded') : t('trips_tax')}</span>
            <span data-testid="trip-checkout-tax">{formatPrice(tax.amount)}</span>
          </Flex>
        ) : null}
        <Flex justify="space-between" align="center">
          <strong>{t('trips_total')}</strong>
          <strong data-testid="trip-checkout-total">{formatPrice(total)}</strong>
        </Flex>
        <Button type="primary" htmlType="submit" size="large" block loading={busy}>
          {t('trips_book')}
        </Button>
      </Flex>
    </Form>
  );
}
