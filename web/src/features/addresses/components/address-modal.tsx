import { Alert, Button, Checkbox, Flex, Form, Input, Modal, Radio } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/shared/api/errors';
import { useApiErrorToast } from '@/shared/ui/use-api-error';
import { AddressLabelIcon } from '@/features/addresses/components/address-label';
import { useAddressParts, type AddressMapChange, type MapPoint } from '@/features/addresses/map-part';
import {
  addressBody,
  FIELD_MAX_LENGTH,
  formValuesOf,
  LABELS,
  pointOf,
  REQUIRED_FIELDS,
  type AddressFormValues,
} from '@/features/addresses/model/address-form';
import type { Address, AddressBody } from '@/features/addresses/types';
import '@/features/addresses/addresses.css';

export interface AddressModalProps {
  open: boolean;
  /** The address being edited; null adds one. */
  address: Address | null;
  /** Where the pin starts for a new address (the delivery location, else the marketplace's default). */
  start: MapPoint;
  /** A new address's contact: the customer's own name and phone (SPEC.md section 6). */
  contact?: { name?: string; phone?: string };
  /** Offer SPEC.md's 'Save this Address' tick (an address used once, at checkout, need not be kept). */
  offerSaveTick?: boolean;
  /** Save (or use) the address; a refusal's 422 entries are shown on their fields. */
  onSubmit: (submission: { body: AddressBody; save: boolean }) => Promise<void>;
  onCancel: () => void;
}

/** The form's fields the server names in its 422 entries (its `address_type` is the label name). */
const SERVER_FIELDS: Record<string, keyof AddressFormValues> = {
  address: 'address',
  address_type: 'labelName',
  contact_person_name: 'contact_person_name',
  contact_person_number: 'contact_person_number',
  road: 'road',
  house: 'house',
  floor: 'floor',
  additional_information: 'additional_information',
};

/**
 * SPEC.md's add-address modal: the map with its centre pin (dragging moves the point and fills the
 * address found there), 'Label As' home, office or other with its optional name, the address form
 * with SPEC.md's messages, and 'Save this Address' where it is offered. It edits an address given.
 */
export function AddressModal(props: AddressModalProps) {
  const { open, address, onCancel } = props;
  const { t } = useTranslation('addresses');
  return (
    <Modal
      open={open}
      title={address ? t('modal.editTitle') : t('modal.addTitle')}
      onCancel={onCancel}
      footer={null}
      width={640}
      destroyOnHidden
      centered
    >
      <AddressForm {...props} />
    </Modal>
  );
}

function AddressForm({ address, start, contact, offerSaveTick = false, onSubmit, onCancel }: AddressModalProps) {
  const { t } = useTranslation('addresses');
  const parts = useAddressParts();
  const showError = useApiErrorToast();
  const [form] = Form.useForm<AddressFormValues>();
  const [initial] = useState(() => formValuesOf(address, contact));
  const [point, setPoint] = useState<MapPoint>(() => (address && pointOf(address)) || start);
  const [save, setSave] = useState(true);
  const [saving, setSaving] = useState(false);
  const [placeProblem, setPlaceProblem] = useState<string | null>(null);
  const label = Form.useWatch('label', form) ?? initial.label;

  // The customer's name and phone may arrive after the form opened (the profile still on its way on a slow
  // network): they fill the contact then, where the field is still empty and untouched.
  const { name, phone } = contact ?? {};
  useEffect(() => {
    if (address) return;
    const arrived = [
      ['contact_person_name', name],
      ['contact_person_number', phone],
    ] as const;
    const fill = arrived.filter(([field, value]) => value && !form.isFieldTouched(field) && !form.getFieldValue(field));
    if (fill.length > 0) form.setFieldsValue(Object.fromEntries(fill));
  }, [address, name, phone, form]);

  const moved = (change: AddressMapChange) => {
    setPoint(change.point);
    setPlaceProblem(null);
    if (change.address) form.setFieldsValue({ address: change.address });
  };

  const submit = async (values: AddressFormValues) => {
    setSaving(true);
    setPlaceProblem(null);
    try {
      await onSubmit({ body: addressBody(values, point), save: !offerSaveTick || save });
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 422) return showError(error);
      const onFields = error.errors.filter((entry) => SERVER_FIELDS[entry.code]);
      form.setFields(onFields.map((entry) => ({ name: SERVER_FIELDS[entry.code]!, errors: [entry.message] })));
      const elsewhere = error.errors.filter((entry) => !SERVER_FIELDS[entry.code]);
      if (elsewhere.length > 0) setPlaceProblem(elsewhere.map((entry) => entry.message).join(' '));
    } finally {
      setSaving(false);
    }
  };

  const required = (field: keyof typeof REQUIRED_FIELDS) => [{ required: true, whitespace: true, message: t(REQUIRED_FIELDS[field]) }];
  return (
    <Form form={form} layout="vertical" initialValues={initial} onFinish={(values) => void submit(values)}>
      {parts ? (
        <div className="address-modal__map">
          <parts.Map start={point} onChange={moved} />
        </div>
      ) : null}
      <Form.Item name="label" label={t('modal.labelAs')} className="address-modal__label">
        <Radio.Group optionType="button" buttonStyle="solid">
          {LABELS.map((value) => (
            <Radio.Button key={value} value={value}>
              <AddressLabelIcon addressType={value} /> {t(`labels.${value}`)}
            </Radio.Button>
          ))}
        </Radio.Group>
      </Form.Item>
      {label === 'other' ? (
        <Form.Item name="labelName" label={t('modal.labelName')}>
          <Input maxLength={FIELD_MAX_LENGTH.labelName} />
        </Form.Item>
      ) : null}
      <Form.Item name="address" label={t('modal.address')} rules={required('address')}>
        <Input.TextArea autoSize={{ minRows: 1, maxRows: 3 }} maxLength={FIELD_MAX_LENGTH.address} />
      </Form.Item>
      <Form.Item name="contact_person_name" label={t('modal.contactName')} rules={required('contact_person_name')}>
        <Input autoComplete="name" maxLength={FIELD_MAX_LENGTH.contact_person_name} />
      </Form.Item>
      <Form.Item name="contact_person_number" label={t('modal.contactPhone')} rules={required('contact_person_number')}>
        <Input type="tel" autoComplete="tel" maxLength={FIELD_MAX_LENGTH.contact_person_number} />
      </Form.Item>
      <div className="address-modal__details">
        <Form.Item name="road" label={t('modal.road')}>
          <Input maxLength={FIELD_MAX_LENGTH.road} />
        </Form.Item>
        <Form.Item name="house" label={t('modal.house')}>
          <Input maxLength={FIELD_MAX_LENGTH.house} />
        </Form.Item>
        <Form.Item name="floor" label={t('modal.floor')}>
          <Input maxLength={FIELD_MAX_LENGTH.floor} />
        </Form.Item>
      </div>
      <Form.Item name="additional_information" label={t('modal.additional')}>
        <Input.TextArea autoSize={{ minRows: 1, maxRows: 4 }} maxLength={FIELD_MAX_LENGTH.additional_information} />
      </Form.Item>
      {offerSaveTick && !address ? (
        <Form.Item>
          <Checkbox checked={save} onChange={(event) => setSave(event.target.checked)}>
            {t('modal.saveThis')}
          </Checkbox>
        </Form.Item>
      ) : null}
      {placeProblem ? <Alert type="error" showIcon title={placeProblem} className="address-modal__problem" /> : null}
      <Flex justify="flex-end" gap="small">
        <Button onClick={onCancel}>{t('modal.cancel')}</Button>
        <Button type="primary" htmlType="submit" loading={saving}>
          {offerSaveTick && !address && !save ? t('modal.use') : t('modal.save')}
        </Button>
      </Flex>
    </Form>
  );
}
