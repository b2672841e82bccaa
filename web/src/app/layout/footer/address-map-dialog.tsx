import { Button, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { addressMapLink } from '@/app/layout/footer/address-map-link';
import { MapView, type LatLng } from '@/features/location';

export interface AddressMapDialogProps {
  open: boolean;
  address: string;
  /** The configuration's default location. */
  center: LatLng;
  onClose: () => void;
}

/**
 * SPEC.md: clicking the footer's address opens a map of the default location; its "Open in
 * OpenStreetMap" looks the address itself up (the config has no position for it).
 */
export default function AddressMapDialog({ open, address, center, onClose }: AddressMapDialogProps) {
  const { t } = useTranslation(['footer', 'shell']);
  return (
    <Modal
      open={open}
      title={address}
      onCancel={onClose}
      width={640}
      destroyOnHidden
      footer={[
        <Button key="open" href={addressMapLink(address)} target="_blank" rel="noopener noreferrer">
          {t('openMap')}
        </Button>,
        <Button key="close" type="primary" onClick={onClose}>
          {t('shell:dialogs.close')}
        </Button>,
      ]}
    >
      <MapView defaultCenter={center} className="address-map" />
    </Modal>
  );
}
