import { CarOutlined } from '@ant-design/icons';
import { type VerticalSlotProps } from '@storefront/sdk';
import { Button, Modal } from 'antd';
import useApp from 'antd/es/app/useApp';
import { useState } from 'react';
import { TripForm } from './trip-form';
import { useTripTranslation } from './strings';

/**
 * "Add to trip" on a vehicle's card and details (the PurchaseAction slot), in place of the regular
 * add-to-cart: it opens the vehicle's trip form.
 */
export default function AddToTrip({ item, place, host }: VerticalSlotProps['PurchaseAction']) {
  const t = useTripTranslation();
  const { message } = useApp();
  const [open, setOpen] = useState(false);
  const label = t('addToTrip');
  return (
    <>
      {place === 'card' ? (
        <div className="item-card__cart">
          <Button shape="circle" type="primary" icon={<CarOutlined aria-hidden />} aria-label={label} title={label} onClick={() => setOpen(true)} />
        </div>
      ) : (
        <Button type="primary" size="large" icon={<CarOutlined aria-hidden />} onClick={() => setOpen(true)}>
          {label}
        </Button>
      )}
      <Modal open={open} title={t('tripFormTitle', { vehicle: item.name })} footer={null} onCancel={() => setOpen(false)} destroyOnHidden>
        <TripForm
          item={item}
          host={host}
          onCancel={() => setOpen(false)}
          onAdded={() => {
            setOpen(false);
            void message.success(t('added'));
          }}
        />
      </Modal>
    </>
  );
}
