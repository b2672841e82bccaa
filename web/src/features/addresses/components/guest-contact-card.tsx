import EditOutlined from '@ant-design/icons/EditOutlined';
import { Button, Card, Empty, Flex } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAtom } from '@/shared/state/app-store';
import { guestContactAtom, type GuestContact } from '@/features/addresses/model/guest-contact';
import { useOpenedOnce } from '@/shared/lib/opened-once';
import '@/features/addresses/addresses.css';

// The form (antd's Form engine and a dialog) is fetched the first time the guest edits: the card drawn
// with checkout's first view needs neither, and their code and run-time styles would cost a phone some
// 150 ms of main thread before the order form responds.
const GuestContactForm = lazy(() => import(/* webpackChunkName: "checkout-dialogs" */ '@/features/addresses/components/guest-contact-form'));

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
    <Card className="guest-contact" title={t('guest.title')} extra={edit} size="small">
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
        <Empty className="guest-contact-empty" image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('guest.empty')} />
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

/** The guest's card with its form, kept in this browser's local storage only. */
export function GuestContactCard({ showDetails = true }: { showDetails?: boolean }) {
  const [contact, setContact] = useAtom(guestContactAtom);
  const [editing, setEditing] = useState(false);
  // Mounted from the first edit on, so the dialog still animates as it closes.
  const opened = useOpenedOnce(editing);
  return (
    <>
      <GuestContactCardView contact={contact} showDetails={showDetails} onEdit={() => setEditing(true)} />
      {opened ? (
        <Suspense fallback={null}>
          <GuestContactForm
            open={editing}
            contact={contact}
            onCancel={() => setEditing(false)}
            onSave={(next) => {
              setContact(next);
              setEditing(false);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
