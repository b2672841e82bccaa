import TagOutlined from '@ant-design/icons/TagOutlined';
import { Card, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Coupon } from '@/features/coupons/types';
import '@/features/coupons/coupons.css';

export interface CouponCardProps {
  coupon: Coupon;
  /** The server's amounts in the marketplace's currency format (the page never computes them). */
  formatMoney: (amount: number) => string;
}

/**
 * One running coupon: what it takes off, its code to copy and type at checkout, its title, its minimum
 * purchase and cap (0: none) and the days it runs.
 */
export function CouponCard({ coupon, formatMoney }: CouponCardProps) {
  const { t, i18n } = useTranslation('pages');
  const discount = discountText(coupon, formatMoney, t);
  // Calendar dates, the same wherever the shopper is.
  const day = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' });
  const dayOf = (date: string) => day.format(new Date(`${date}T00:00:00Z`));
  return (
    <Card size="small" className="coupon-list__card">
      <Flex vertical gap={4}>
        <Flex align="center" gap="small" wrap justify="space-between">
          <Typography.Text strong>
            <TagOutlined aria-hidden /> {discount}
          </Typography.Text>
          {/* The code is what the shopper types at checkout: copied as is, left to right on any page. */}
          <Typography.Text code copyable={{ text: coupon.code, tooltips: [t('account.coupons.copy'), t('account.coupons.copied')] }}>
            <bdi className="coupon-list__code">{coupon.code}</bdi>
          </Typography.Text>
        </Flex>
        {/* The operator's title, unless it only repeats the discount ("Free delivery"). */}
        {coupon.title.trim() !== discount ? <bdi className="coupon-list__title">{coupon.title}</bdi> : null}
        <Typography.Text type="secondary">
          {coupon.min_purchase > 0 ? t('account.coupons.minimum', { amount: formatMoney(coupon.min_purchase) }) : t('account.coupons.noMinimum')}
          {coupon.discount_type === 'percent' && coupon.max_discount > 0 ? ` · ${t('account.coupons.cap', { amount: formatMoney(coupon.max_discount) })}` : null}
        </Typography.Text>
        <Typography.Text type="secondary">
          {coupon.start_date > todayUtc() ? t('account.coupons.between', { from: dayOf(coupon.start_date), until: dayOf(coupon.expire_date) }) : t('account.coupons.until', { date: dayOf(coupon.expire_date) })}
        </Typography.Text>
      </Flex>
    </Card>
  );
}

/** Today as a calendar date ("2026-11-28"), to tell a coupon that starts later. */
function todayUtc(): string {
  return new Date().toISOString().slice(0, 10);
}

/** What a coupon takes off, in the server's own figures. */
function discountText(coupon: Coupon, formatMoney: (amount: number) => string, t: ReturnType<typeof useTranslation<'pages'>>['t']): string {
  if (coupon.coupon_type === 'free_delivery') return t('account.coupons.freeDelivery');
  if (coupon.discount_type === 'percent') return t('account.coupons.percentOff', { percent: coupon.discount });
  return t('account.coupons.amountOff', { amount: formatMoney(coupon.discount) });
}
