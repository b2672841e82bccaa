import { Alert, Card, Descriptions, Spin, Typography } from 'antd';
import { useParcelTranslation } from '../strings';
import type { ParcelQuote } from '../types';

export interface QuoteSummaryProps {
  /** The server's quote, or null before there is one. */
  quote: ParcelQuote | null;
  loading: boolean;
  /** The server's refusal ('Service not available in this area'), if any. */
  error: string | null;
  formatPrice: (amount: number) => string;
}

/** The server's charge for the parcel: distance, delivery fee and total (the storefront computes none). */
export function QuoteSummary({ quote, loading, error, formatPrice }: QuoteSummaryProps) {
  const t = useParcelTranslation();
  let body;
  if (error) body = <Alert type="error" showIcon title={error} />;
  else if (!quote) body = <Typography.Text type="secondary">{t('quoteWaiting')}</Typography.Text>;
  else
    body = (
      <Descriptions
        column={1}
        size="small"
        items={[
          { key: 'distance', label: t('distance'), children: t('distanceValue', { km: quote.distance_km }) },
          { key: 'fee', label: t('deliveryFee'), children: formatPrice(quote.delivery_fee) },
          { key: 'total', label: t('total'), children: <strong data-testid="parcel-total">{formatPrice(quote.total)}</strong> },
        ]}
      />
    );
  return (
    <Card title={t('quoteTitle')} size="small" aria-busy={loading}>
      <Spin spinning={loading}>{body}</Spin>
    </Card>
  );
}
