import { Button, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { MapView, type LatLng } from '@/features/location';

export interface AddressMapDialogProps {
  open: boolean;
  address: string;
  /** The configuration's default location. */
  center: LatLng;
  onClose: () => void;
}

/** SPEC.md: clicking the footer's address opens a map of the default location. */
export default function AddressMapDialog({ open, address, center, onClose }: AddressMapDialogProps) {
  const { t } = useTranslation('shell');
  const directions = `https://www.openstreetmap.org/?mlat=${center.lat}&mlon=${center.lng}#map=17/${center.lat}/${center.lng}`;
  return (
    <Modal
      open={open}
      title={address}
      onCancel={onClose}
      width={640}
      destroyOnHidden
      footer={[
        <Button key="open" href={directions} target="_blank" rel="noopener noreferrer">
          {t('footer.openMap')}
        </Button>,
        <Button key="close" type="primary" onClick={onClose}>
          {t('dialogs.close')}
        </Button>,
      ]}
    >
      <MapView defaultCenter={center} className="address-map" />
    </Modal>
  );
}
