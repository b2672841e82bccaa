import EditOutlined from '@ant-design/icons/EditOutlined';
import { Button, Card, Empty, Flex, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAtom } from '@/shared/state/app-store';
import { FIELD_MAX_LENGTH } from '@/features/addresses/model/address-form';
import { cleanGuestContact, guestContactAtom, guestContactProblems, type GuestContact } from '@/features/addresses/model/guest-contact';
import '@/features/addresses/addresses.css';

export interface GuestContactCardViewProps {
  contact: GuestContact | null;
  /** Road, house and floor are shown unless the order is take-away (SPEC.md section 6). */
  showDetails?: boolean;
  onEdit: () => void;
}

/** SPEC.md's guest contact-info card: name, phone, email and address, or 'No Contact Info Added'. */
export function GuestContactCardView({ contact, showDetails = true, onEdit }: GuestContactCardViewProps) {
  const { t } = useTranslation('addresses');
  const edit = (
    <Button type="text" icon={<EditOutlined aria-hidden />} onClick={onEdit}>
      {contact ? t('guest.edit') : t('guest.add')}
    </Button>
  );
  return (
    <Card title={t('guest.title')} extra={edit} size="small">
      {contact ? (
        <dl className="guest-contact__lines">
          <Line term={t('guest.name')} value={contact.contact_person_name} />
          <Line term={t('guest.phone')} value={contact.contact_person_number} />
          <Line term={t('guest.email')} value={contact.contact_person_email} />
          <Line term={t('guest.address')} value={contact.address} />
          {showDetails ? (
            <>
              <Line term={t('guest.road')} value={contact.road} />
              <Line term={t('guest.house')} value={contact.house} />
              <Line term={t('guest.floor')} value={contact.floor} />
            </>
          ) : null}
        </dl>
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('guest.empty')} />
      )}
    </Card>
  );
}

function Line({ term, value }: { term: string; value: string | undefined }) {
  if (!value) return null;
  return (
    <Flex gap="small">
      <dt className="text-secondary">{term}</dt>
      <dd className="guest-contact__value">
        <bdi>{value}</bdi>
      </dd>
    </Flex>
  );
}

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

/** The guest's card with its form, kept in this browser's local storage only. */
export function GuestContactCard({ showDetails = true }: { showDetails?: boolean }) {
  const [contact, setContact] = useAtom(guestContactAtom);
  const [editing, setEditing] = useState(false);
  return (
    <>
      <GuestContactCardView contact={contact} showDetails={showDetails} onEdit={() => setEditing(true)} />
      <GuestContactForm
        open={editing}
        contact={contact}
        onCancel={() => setEditing(false)}
        onSave={(next) => {
          setContact(next);
          setEditing(false);
        }}
      />
    </>
  );
}
