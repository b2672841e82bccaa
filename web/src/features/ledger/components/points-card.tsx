import { numberFormat } from '@/shared/lib/numbers';
import SwapOutlined from '@ant-design/icons/SwapOutlined';
import TrophyOutlined from '@ant-design/icons/TrophyOutlined';
import { Button, Card, Flex, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import '@/features/ledger/ledger.css';

export interface PointsCardProps {
  /** The points held (the profile's `loyalty_point`); undefined while they load. */
  points: number | undefined;
  /** Points worth one unit of the currency (`loyalty_point_exchange_rate`). */
  exchangeRate: number;
  /** The fewest points converted at once (`loyalty_point_minimum_point`). */
  minimum: number;
  formatMoney: (amount: number) => string;
  /** Offered while the wallet exists to receive them. */
  onConvert?: () => void;
}

/**
 * The loyalty points held, what they are worth (the marketplace's rate: the server converts, at that
 * rate, only whole minor units), the fewest points converted at once, and the conversion to wallet money.
 */
export function PointsCard({ points, exchangeRate, minimum, formatMoney, onConvert }: PointsCardProps) {
  const { t, i18n } = useTranslation('pages');
  const count = numberFormat(i18n.language, {});
  const enough = points !== undefined && points >= minimum;
  return (
    <Card className="money-card">
      <Flex align="center" justify="space-between" gap="middle" wrap>
        <Statistic
          title={t('ledger.points.balance')}
          loading={points === undefined}
          prefix={<TrophyOutlined aria-hidden className="money-card__icon" />}
          valueRender={() => <bdi className="money-card__figure">{points === undefined ? null : count.format(points)}</bdi>}
        />
        {onConvert ? (
          <Button type="primary" icon={<SwapOutlined aria-hidden />} onClick={onConvert} disabled={!enough}>
            {t('ledger.points.convert')}
          </Button>
        ) : null}
      </Flex>
      <Flex vertical gap={2} className="money-card__hint">
        {exchangeRate > 0 ? (
          <Typography.Text>{t('ledger.points.rate', { points: count.format(exchangeRate), amount: formatMoney(1) })}</Typography.Text>
        ) : null}
        <Typography.Text type="secondary">
          {enough || points === undefined ? t('ledger.points.minimum', { points: count.format(minimum) }) : t('ledger.points.notEnough', { points: count.format(minimum) })}
        </Typography.Text>
      </Flex>
    </Card>
  );
}
