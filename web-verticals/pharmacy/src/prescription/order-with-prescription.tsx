import { FileImageOutlined } from '@ant-design/icons';
import type { VerticalSlotProps } from '@storefront/sdk';
import { Button, Flex, Typography } from 'antd';
import { PICK_PHARMACY_PATH, prescriptionCheckoutPath, takesPrescriptionOrders } from './paths';
import { usePrescriptionTranslation } from './strings';

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
    <Flex className="prescription-action" gap="small" align="center" wrap style={{ marginTop: 12 }}>
      <Button type="primary" ghost icon={<FileImageOutlined aria-hidden />} onClick={() => navigate(to)}>
        {t('orderWithPrescription')}
      </Button>
      <Typography.Text type="secondary">{t('orderWithPrescriptionText')}</Typography.Text>
    </Flex>
  );
}
