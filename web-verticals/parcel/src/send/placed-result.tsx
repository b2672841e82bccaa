import { Button, Result, Typography } from 'antd';
import { useParcelTranslation } from '../strings';
import type { PlacedParcel } from '../types';

export interface PlacedResultProps {
  placed: PlacedParcel;
  formatPrice: (amount: number) => string;
  onTrack: () => void;
  onSendAnother: () => void;
}

/** The outcome of a placed parcel: the server's message, the tracking code to keep, the amount, and tracking. */
export function PlacedResult({ placed, formatPrice, onTrack, onSendAnother }: PlacedResultProps) {
  const t = useParcelTranslation();
  return (
    <Result
      status="success"
      title={placed.message}
      subTitle={t('placedText')}
      extra={[
        <Button type="primary" key="track" onClick={onTrack}>
          {t('trackThis')}
        </Button>,
        <Button key="again" onClick={onSendAnother}>
          {t('sendAnother')}
        </Button>,
      ]}
    >
      <Typography.Paragraph>
        {t('trackingCode')}:{' '}
        <Typography.Text strong copyable code data-testid="parcel-tracking-code">
          {placed.tracking_code}
        </Typography.Text>
      </Typography.Paragraph>
      <Typography.Paragraph>
        {t('total')}: <Typography.Text strong>{formatPrice(placed.total_amount)}</Typography.Text>
      </Typography.Paragraph>
    </Result>
  );
}
