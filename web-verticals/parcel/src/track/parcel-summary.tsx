import { Descriptions } from 'antd';
import { useParcelTranslation } from '../strings';
import type { TrackedParcel } from '../types';

export interface ParcelSummaryProps {
  parcel: TrackedParcel;
  formatPrice: (amount: number) => string;
}

/** What was sent, from where to where, who pays and how much, as the server keeps it. */
export function ParcelSummary({ parcel, formatPrice }: ParcelSummaryProps) {
  const t = useParcelTranslation();
  const where = (place: TrackedParcel['sender']) => `${place.contact_person_name}, ${place.address}`;
  return (
    <Descriptions
      column={1}
      size="small"
      bordered
      items={[
        { key: 'code', label: t('trackingCode'), children: parcel.tracking_code },
        { key: 'category', label: t('categoryLabel'), children: parcel.category?.name ?? t('unknownCategory') },
        { key: 'from', label: t('from'), children: where(parcel.sender) },
        { key: 'to', label: t('to'), children: where(parcel.receiver) },
        { key: 'payer', label: t('paidBy'), children: t(parcel.charge_payer === 'sender' ? 'payerSender' : 'payerReceiver') },
        { key: 'payment', label: t('payment'), children: t('cashOnDelivery') },
        { key: 'total', label: t('total'), children: formatPrice(parcel.total_amount) },
      ]}
    />
  );
}
