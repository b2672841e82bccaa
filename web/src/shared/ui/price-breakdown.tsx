import '@/shared/ui/price-breakdown.css';
import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { breakdownRows, type BreakdownAmounts, type BreakdownRow } from '@/shared/lib/breakdown';

interface Props {
  /** The quote's figures; null while the first quote is on its way. */
  amounts: BreakdownAmounts | null;
  formatPrice: (amount: number) => string;
}

/** A deduction reads "− ", an addition "+ "; the subtotal and an included tax (not added) carry no sign. */
function sign(row: BreakdownRow, taxIncluded: boolean): string {
  if (row.deduction) return '− ';
  if (row.key === 'subtotal' || (row.key === 'tax' && taxIncluded)) return '';
  return '+ ';
}

/** The order's price breakdown exactly as the server quoted it (no figure is computed here). */
export function PriceBreakdown({ amounts, formatPrice }: Props) {
  const { t } = useTranslation('checkout');
  if (!amounts) return <Skeleton active paragraph={{ rows: 4 }} title={false} />;
  return (
    <dl className="price-breakdown" aria-label={t('breakdown.label')}>
      {breakdownRows(amounts).map((row) => (
        <div className="price-breakdown__row" key={row.key}>
          <dt>
            {row.key === 'extraFee' && amounts.extraFeeName ? amounts.extraFeeName : t(`breakdown.${row.key}`)}
            {row.key === 'tax' && amounts.taxIncluded ? <span className="text-secondary"> {t('breakdown.included')}</span> : null}
          </dt>
          <dd>{row.key === 'deliveryFee' && row.amount === 0 ? t('breakdown.free') : `${sign(row, amounts.taxIncluded)}${formatPrice(row.amount)}`}
          </dd>
        </div>
      ))}
      <div className="price-breakdown__row price-breakdown__total">
        <dt>{t('breakdown.total')}</dt>
        <dd>{formatPrice(amounts.total)}</dd>
      </div>
    </dl>
  );
}
