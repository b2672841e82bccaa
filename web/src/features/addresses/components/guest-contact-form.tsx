import { Button, Flex, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { FIELD_MAX_LENGTH } from '@/features/addresses/model/address-form';
import { cleanGuestContact, guestContactProblems, type GuestContact } from '@/features/addresses/model/guest-contact';
import '@/features/addresses/addresses.css';

export interface GuestContactFormProps {
  open: boolean;
  contact: GuestContact | null;
  onSave: (contact: GuestContact) => void;
  onCancel: () => void;
}

const EMPTY: GuestContact = { contact_person_name: '', contact_person_number: '', contact_person_email: '', address: '', road: '', house: '', floor: '' };

/** The guest's contact form: name, phone and address required, email optional but valid. */
export function GuestContactForm({ open, contact, onSave, onCancel }: GuestContactFormProps) {
  const { t } = useTranslation('addresses');
  const [form] = Form.useForm<GuestContact>();
  const rule = (field: keyof GuestContact) => ({
    validator: (_: unknown, value: string | undefined) => {
      const problem = guestContactProblems({ ...EMPTY, ...form.getFieldsValue(), [field]: value })[field];
      return problem ? Promise.reject(new Error(t(problem as 'validation.name'))) : Promise.resolve();
    },
  });
  return (
    <Modal open={open} title={contact ? t('guest.edit') : t('guest.add')} onCancel={onCancel} footer={null} destroyOnHidden>
      <Form form={form} layout="vertical" initialValues={contact ?? EMPTY} onFinish={(values) => onSave(cleanGuestContact({ ...EMPTY, ...values }))}>
        <Form.Item name="contact_person_name" label={t('guest.name')} rules={[rule('contact_person_name')]} required>
          <Input autoComplete="name" maxLength={FIELD_MAX_LENGTH.contact_person_name} />
        </Form.Item>
        <Form.Item name="contact_person_number" label={t('guest.phone')} rules={[rule('contact_person_number')]} required>
          <Input type="tel" autoComplete="tel" maxLength={FIELD_MAX_LENGTH.contact_person_number} />
        </Form.Item>
        <Form.Item name="contact_person_email" label={t('modal.email')} rules={[rule('contact_person_email')]}>
          <Input type="email" autoComplete="email" maxLength={255} />
        </Form.Item>
        <Form.Item name="address" label={t('guest.address')} rules={[rule('address')]} required>
          <Input.TextArea autoSize={{ minRows: 1, maxRows: 3 }} maxLength={FIELD_MAX_LENGTH.address} />
        </Form.Item>
        <div className="address-modal__details">
          <Form.Item name="road" label={t('guest.road')}>
            <Input maxLength={FIELD_MAX_LENGTH.road} />
          </Form.Item>
          <Form.Item name="house" label={t('guest.house')}>
            <Input maxLength={FIELD_MAX_LENGTH.house} />
          </Form.Item>
          <Form.Item name="floor" label={t('guest.floor')}>
            <Input maxLength={FIELD_MAX_LENGTH.floor} />
          </Form.Item>
        </div>
        <Flex justify="flex-end" gap="small">
          <Button onClick={onCancel}>{t('guest.cancel')}</Button>
          <Button type="primary" htmlType="submit">
            {t('guest.save')}
          </Button>
        </Flex>
      </Form>
    </Modal>
  );
}

export default GuestContactForm;
