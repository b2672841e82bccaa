import TagOutlined from '@ant-design/icons/TagOutlined';
import { Card, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Coupon } from '@/features/coupons/types';
import '@/features/coupons/coupons.css';

export interface CouponListProps {
  coupons: Coupon[];
  /** The server's amounts in the marketplace's currency format (the page never computes them). */
  formatMoney: (amount: number) => string;
}

/**
 * The coupons running today, each with its code to copy and type at checkout, what it takes off, its
 * minimum purchase and cap (0: none) and its last day.
 */
export function CouponList({ coupons, formatMoney }: CouponListProps) {
  const { t } = useTranslation('pages');
  return (
    <ul className="coupon-list" aria-label={t('account.coupons.title')}>
      {coupons.map((coupon) => (
        <li key={coupon.id}>
          <CouponCard coupon={coupon} formatMoney={formatMoney} />
        </li>
      ))}
    </ul>
  );
}

function CouponCard({ coupon, formatMoney }: { coupon: Coupon; formatMoney: (amount: number) => string }) {
  const { t, i18n } = useTranslation('pages');
  const discount = discountText(coupon, formatMoney, t);
  // The last day as a calendar date, the same wherever the shopper is.
  const lastDay = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${coupon.expire_date}T00:00:00Z`));
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
        <Typography.Text type="secondary">{t('account.coupons.until', { date: lastDay })}</Typography.Text>
      </Flex>
    </Card>
  );
}

/** What a coupon takes off, in the server's own figures. */
function discountText(coupon: Coupon, formatMoney: (amount: number) => string, t: ReturnType<typeof useTranslation<'pages'>>['t']): string {
  if (coupon.coupon_type === 'free_delivery') return t('account.coupons.freeDelivery');
  if (coupon.discount_type === 'percent') return t('account.coupons.percentOff', { percent: coupon.discount });
  return t('account.coupons.amountOff', { amount: formatMoney(coupon.discount) });
}
