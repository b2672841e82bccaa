import { Card, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import '@/features/orders/orders.css';

export interface OrderPrescriptionsProps {
  /** The images' addresses, in the order they were sent; null while they load. */
  images: string[] | null;
  /** An order of prescription images alone: the store prices it once it has read them. */
  prescriptionOnly: boolean;
}

/** The prescription images sent with an order (a pharmacy order), as its owner reads them back. */
export function OrderPrescriptions({ images, prescriptionOnly }: OrderPrescriptionsProps) {
  const { t } = useTranslation('orders');
  return (
    <Card size="small" title={t('prescriptions.title')}>
      {prescriptionOnly ? <Typography.Paragraph type="secondary">{t('prescriptions.pricedLater')}</Typography.Paragraph> : null}
      {images === null ? (
        <Skeleton.Image active />
      ) : (
        <ul className="order-prescriptions" aria-label={t('prescriptions.title')}>
          {images.map((url, index) => (
            <li key={url}>
              <a href={url} target="_blank" rel="noreferrer">
                <img src={url} alt={t('prescriptions.imageAlt', { number: index + 1 })} className="order-prescriptions__image" />
              </a>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
