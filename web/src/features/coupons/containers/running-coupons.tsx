import { Button, Flex, Result, Skeleton, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useRunningCoupons } from '@/features/coupons/api/get-coupons';
import { CouponList } from '@/features/coupons/components/coupon-list';

export interface RunningCouponsProps {
  /** What the page says when no coupon runs today. */
  empty: ReactNode;
  /** The server's amounts in the marketplace's currency format. */
  formatMoney: (amount: number) => string;
}

/** /coupons: the coupons the server runs today for the shopper's module and zones, or `empty`. */
export function RunningCoupons({ empty, formatMoney }: RunningCouponsProps) {
  const { t } = useTranslation('pages');
  const { data: coupons, error, mutate } = useRunningCoupons(true);
  if (error && !coupons) {
    return <Result status="warning" title={t('account.coupons.failed')} extra={<Button onClick={() => void mutate()}>{t('common.retry')}</Button>} />;
  }
  if (!coupons) return <Skeleton active />;
  if (coupons.length === 0) return empty;
  return (
    <Flex vertical gap="large">
      <h1 className="page-title">{t('account.coupons.title')}</h1>
      <Typography.Paragraph type="secondary">{t('account.coupons.intro')}</Typography.Paragraph>
      <CouponList coupons={coupons} formatMoney={formatMoney} />
    </Flex>
  );
}
