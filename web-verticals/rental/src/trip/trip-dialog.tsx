import { type VerticalSlotProps } from '@storefront/sdk';
import { Modal } from 'antd';
import useApp from 'antd/es/app/useApp';
import { TripForm } from './trip-form';
import { useTripTranslation } from './strings';

export interface TripDialogProps {
  item: VerticalSlotProps['PurchaseAction']['item'];
  host: VerticalSlotProps['PurchaseAction']['host'];
  open: boolean;
  onClose: () => void;
}

/** A vehicle's trip form in a dialog; "added" confirmed once the trip cart took it. */
export default function TripDialog({ item, host, open, onClose }: TripDialogProps) {
  const t = useTripTranslation();
  const { message } = useApp();
  return (
    <Modal open={open} title={t('tripFormTitle', { vehicle: item.name })} footer={null} onCancel={onClose} destroyOnHidden>
      <TripForm
        item={item}
        host={host}
        onCancel={onClose}
        onAdded={() => {
          onClose();
          void message.success(t('added'));
        }}
      />
    </Modal>
  );
}
