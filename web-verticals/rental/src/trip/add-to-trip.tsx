import { CarOutlined } from '@ant-design/icons';
import { type VerticalSlotProps } from '@storefront/sdk';
import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTripTranslation } from './strings';

// The trip form (a dialog, a form, number and place fields) is fetched on the first press: every vehicle
// card shows this button, and the form's code would otherwise weigh on each rental page's first view.
const TripDialog = lazy(() => import('./trip-dialog'));

/**
 * "Add to trip" on a vehicle's card and details (the PurchaseAction slot), in place of the regular
 * add-to-cart: it opens the vehicle's trip form.
 */
export default function AddToTrip({ item, place, host }: VerticalSlotProps['PurchaseAction']) {
  const t = useTripTranslation();
  const [open, setOpen] = useState(false);
  const [asked, setAsked] = useState(false); // the dialog stays mounted once opened, for its closing motion
  const label = t('addToTrip');
  const openForm = () => {
    setAsked(true);
    setOpen(true);
  };
  return (
    <>
      {place === 'card' ? (
        <div className="item-card__cart">
          <Button shape="circle" type="primary" icon={<CarOutlined aria-hidden />} aria-label={label} title={label} onClick={openForm} />
        </div>
      ) : (
        <Button type="primary" size="large" icon={<CarOutlined aria-hidden />} onClick={openForm}>
          {label}
        </Button>
      )}
      {asked ? (
        <Suspense fallback={null}>
          <TripDialog item={item} host={host} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
