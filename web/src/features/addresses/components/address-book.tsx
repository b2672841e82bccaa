import { Card } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfig } from '@/shared/api/get-config';
import { useAtomValue, useSetAtom } from '@/shared/state/app-store';
import { authDialogAtom } from '@/shared/state/dialogs';
import { chosenLocationAtom } from '@/shared/state/location';
import { isLoggedInAtom } from '@/shared/state/session';
import { useApiErrorToast } from '@/shared/ui/use-api-error';
import { useFeedback } from '@/shared/ui/use-feedback';
import { useDeleteAddress } from '@/features/addresses/api/delete-address';
import { useAddresses } from '@/features/addresses/api/get-addresses';
import { useCustomerContact } from '@/features/addresses/api/get-customer-contact';
import { useSaveAddress } from '@/features/addresses/api/save-address';
import { AddressModal } from '@/features/addresses/components/address-modal';
import { SavedAddressList } from '@/features/addresses/components/saved-address-list';
import type { MapPoint } from '@/features/addresses/map-part';
import type { Address } from '@/features/addresses/types';

export interface AddressBookProps {
  /** The address in use now (its radio starts checked). */
  selectedId?: number | null;
  /** Keep only the addresses this store's zone serves. */
  storeZoneId?: number | null;
  /** With it, the list offers radios and Select, and this gets the chosen address. */
  onPick?: (address: Address) => void;
}

/**
 * The customer's saved addresses, to pick from and to manage: add and edit in the address modal,
 * delete after a confirmation, each change saved on the server and shown at once. A guest is told
 * saved addresses need a sign-in.
 */
export function AddressBook({ selectedId, storeZoneId, onPick }: AddressBookProps) {
  const loggedIn = useAtomValue(isLoggedInAtom);
  const { data, error, mutate } = useAddresses();
  const save = useSaveAddress();
  const remove = useDeleteAddress();
  const contact = useCustomerContact();
  const start = useMapStart();
  const openAuth = useSetAtom(authDialogAtom);
  const showError = useApiErrorToast();
  const { message } = useFeedback();
  const [editing, setEditing] = useState<{ address: Address | null } | null>(null);

  return (
    <>
      <SavedAddressList
        loggedIn={loggedIn}
        addresses={data}
        failed={Boolean(error) && !data}
        onRetry={() => void mutate()}
        storeZoneId={storeZoneId}
        selectedId={selectedId}
        onSelect={onPick}
        onAdd={() => setEditing({ address: null })}
        onEdit={(address) => setEditing({ address })}
        onDelete={(address) =>
          void remove(address.id).then(
            (answer) => void message.success({ content: answer.message, key: 'address' }),
            (failure: unknown) => showError(failure),
          )
        }
        onSignIn={() => openAuth({ open: true, mode: 'sign-in' })}
      />
      {editing ? (
        <AddressModal
          open
          address={editing.address}
          start={start}
          contact={contact}
          onCancel={() => setEditing(null)}
          onSubmit={async ({ body }) => {
            const answer = await save(editing.address?.id ?? null, body);
            void message.success({ content: answer.message, key: 'address' });
            setEditing(null);
          }}
        />
      ) : null}
    </>
  );
}

/** Where a new address's pin starts: the delivery location, else the marketplace's default one. */
function useMapStart(): MapPoint {
  const location = useAtomValue(chosenLocationAtom);
  const { data: config } = useConfig();
  if (location && Number.isFinite(location.lat) && Number.isFinite(location.lng)) return { lat: location.lat, lng: location.lng };
  const fallback = config?.default_location;
  return fallback ? { lat: Number(fallback.lat), lng: Number(fallback.lng) } : { lat: 0, lng: 0 };
}

/** The customer's addresses as a section of their account (for the profile page to show). */
export function MyAddresses() {
  const { t } = useTranslation('addresses');
  return (
    <Card title={t('book.title')}>
      <AddressBook />
    </Card>
  );
}
