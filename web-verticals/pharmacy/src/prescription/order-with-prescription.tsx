import { FileImageOutlined } from '@ant-design/icons';
import type { VerticalSlotProps } from '@storefront/sdk';
import { Button } from 'antd';
import { PICK_PHARMACY_PATH, prescriptionCheckoutPath, takesPrescriptionOrders } from './paths';
import { usePrescriptionTranslation } from './strings';
import './order-with-prescription.css';

/**
 * "Order with prescription" for a shopper who has only a prescription: on the module's home it leads to
 * the choice of a pharmacy; on a pharmacy's page, straight to that pharmacy's checkout of prescription
 * images (only when it takes such orders).
 */
export default function OrderWithPrescription({ store, navigate }: VerticalSlotProps['PageAction']) {
  const t = usePrescriptionTranslation();
  if (store && !takesPrescriptionOrders(store.extra)) return null;
  const to = store ? prescriptionCheckoutPath(store.id) : PICK_PHARMACY_PATH;
  return (
    // Plain elements around the button: antd's Flex and Typography.Text (which brings Tooltip, for
    // ellipsis) would add their code to the pharmacy home's first view.
    <div className="prescription-action">
      <Button type="primary" ghost icon={<FileImageOutlined aria-hidden />} onClick={() => navigate(to)}>
        {t('orderWithPrescription')}
      </Button>
      <span className="prescription-action__text">{t('orderWithPrescriptionText')}</span>
    </div>
  );
}
