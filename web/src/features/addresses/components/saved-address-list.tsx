import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { Alert, Button, Empty, Flex, Popconfirm, Radio, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AddressLabelIcon, useAddressLabel } from '@/features/addresses/components/address-label';
import { addressesForZone } from '@/features/addresses/model/saved-addresses';
import type { Address } from '@/features/addresses/types';
import '@/features/addresses/addresses.css';

export interface SavedAddressListProps {
  /** A guest cannot use saved addresses (SPEC.md section 4). */
  loggedIn: boolean;
  /** The customer's addresses; undefined while they load. */
  addresses: Address[] | undefined;
  failed?: boolean;
  onRetry?: () => void;
  /** Keep only the addresses this store's zone serves (SPEC.md section 4). */
  storeZoneId?: number | null;
  /** The address in use now. */
  selectedId?: number | null;
  /** With it, each address has a radio and Select confirms the choice. */
  onSelect?: (address: Address) => void;
  onAdd?: () => void;
  onEdit?: (address: Address) => void;
  /** Deletion, once the customer confirmed it. */
  onDelete?: (address: Address) => void;
  onSignIn?: () => void;
}

/**
 * SPEC.md's saved-address list: at most 40% of the screen high, a radio per address and a Select
 * confirmation, the addresses of the store's zone only when one is given, and its empty states.
 */
export function SavedAddressList(props: SavedAddressListProps) {
  const { loggedIn, addresses, failed, onRetry, storeZoneId, selectedId = null, onSelect, onAdd, onSignIn } = props;
  const { t } = useTranslation('addresses');
  const [chosen, setChosen] = useState<number | null>(selectedId);
  if (!loggedIn) {
    return (
      <Alert
        type="info"
        showIcon
        title={t('list.signInToSelect')}
        action={onSignIn ? <Button onClick={onSignIn}>{t('list.signIn')}</Button> : null}
      />
    );
  }
  const add = onAdd ? (
    <Button icon={<PlusOutlined aria-hidden />} onClick={onAdd}>
      {t('list.add')}
    </Button>
  ) : null;
  if (failed) {
    return <Alert type="error" showIcon title={t('list.failed')} action={onRetry ? <Button onClick={onRetry}>{t('list.retry')}</Button> : null} />;
  }
  if (!addresses) return <Skeleton active paragraph={{ rows: 3 }} />;
  if (addresses.length === 0) {
    return (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('list.noneYet')}>
        {add}
      </Empty>
    );
  }
  const shown = addressesForZone(addresses, storeZoneId);
  const chosenShown = shown.find((address) => address.id === chosen) ?? null;
  const list = (
    <ul className="saved-addresses__list" aria-label={t('list.title')}>
      {shown.map((address) => (
        <AddressRow key={address.id} address={address} selectable={Boolean(onSelect)} {...props} />
      ))}
    </ul>
  );
  return (
    <Flex vertical gap="middle">
      {shown.length === 0 ? (
        <Alert type="info" showIcon title={t('list.noneToSelect')} />
      ) : onSelect ? (
        <Radio.Group className="saved-addresses" value={chosen} onChange={(event) => setChosen(event.target.value as number)}>
          {list}
        </Radio.Group>
      ) : (
        // Without a choice to make (the address book) there is no radio group: antd's group sets its font
        // size to 0 (for its buttons' gaps), which would draw the plain rows' texts at size 0.
        <div className="saved-addresses">{list}</div>
      )}
      <Flex gap="small" justify="space-between" wrap>
        {add}
        {onSelect ? (
          <Button type="primary" disabled={!chosenShown} onClick={() => chosenShown && onSelect(chosenShown)}>
            {t('list.select')}
          </Button>
        ) : null}
      </Flex>
    </Flex>
  );
}

function AddressRow({ address, selectable, onEdit, onDelete }: SavedAddressListProps & { address: Address; selectable: boolean }) {
  const { t } = useTranslation('addresses');
  const labelOf = useAddressLabel();
  const label = labelOf(address.address_type);
  const text = (
    <span className="saved-address">
      <span className="saved-address__label">
        <AddressLabelIcon addressType={address.address_type} /> <bdi>{label}</bdi>
      </span>
      {/* Addresses and phone numbers keep their own direction on a right-to-left page. */}
      <bdi className="saved-address__text">{address.address}</bdi>
      <bdi className="saved-address__contact">
        {t('list.contact', { name: address.contact_person_name, phone: address.contact_person_number })}
      </bdi>
    </span>
  );
  return (
    <li className="saved-addresses__row">
      {selectable ? (
        <Radio value={address.id} className="saved-addresses__radio">
          {text}
        </Radio>
      ) : (
        <span className="saved-addresses__radio">{text}</span>
      )}
      <span className="saved-addresses__actions">
        {onEdit ? <Button type="text" icon={<EditOutlined aria-hidden />} aria-label={t('list.edit', { label })} onClick={() => onEdit(address)} /> : null}
        {onDelete ? (
          <Popconfirm
            title={t('list.confirmDelete')}
            okText={t('list.deleteOk')}
            cancelText={t('list.deleteCancel')}
            okButtonProps={{ danger: true }}
            onConfirm={() => onDelete(address)}
          >
            <Button type="text" danger icon={<DeleteOutlined aria-hidden />} aria-label={t('list.delete', { label })} />
          </Popconfirm>
        ) : null}
      </span>
    </li>
  );
}
