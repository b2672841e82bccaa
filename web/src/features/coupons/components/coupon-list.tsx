import { useTranslation } from 'react-i18next';
import { CouponCard } from '@/features/coupons/components/coupon-card';
import type { Coupon } from '@/features/coupons/types';
import '@/features/coupons/coupons.css';

export interface CouponListProps {
  coupons: Coupon[];
  /** The server's amounts in the marketplace's currency format (the page never computes them). */
  formatMoney: (amount: number) => string;
}

/** The coupons running today, one card each. */
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
