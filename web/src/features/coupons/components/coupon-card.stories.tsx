import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { CouponCard } from '@/features/coupons/components/coupon-card';
import type { Coupon } from '@/features/coupons/types';

/** A coupon as GET /api/v1/coupon/list/all answers it. */
const COUPON: Coupon = {
  id: 1,
  title: 'Welcome to the neighbourhood',
  code: 'WELCOME10',
  coupon_type: 'default',
  discount: 10,
  discount_type: 'percent',
  min_purchase: 10,
  max_discount: 5,
  start_date: '2026-11-28',
  expire_date: '2027-11-28',
  store_ids: [],
  zone_ids: [],
};

const meta = {
  title: 'Coupons/CouponCard',
  component: CouponCard,
  args: { coupon: COUPON, formatMoney: (amount: number) => `€${amount.toFixed(2)}` },
} satisfies Meta<typeof CouponCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Percent: Story = {};
export const AmountOff: Story = { args: { coupon: { ...COUPON, code: 'ZONE5', title: '5 off in the centre', discount: 5, discount_type: 'amount', min_purchase: 20, max_discount: 0 } } };
export const FreeDelivery: Story = { args: { coupon: { ...COUPON, code: 'FREESHIP', title: 'Free delivery', coupon_type: 'free_delivery', discount: 0, discount_type: 'amount', min_purchase: 0, max_discount: 0 } } };
/** A coupon that starts later: both its first and last day. */
export const StartsLater: Story = { args: { coupon: { ...COUPON, start_date: '2099-01-01', expire_date: '2099-01-31' } } };
export const Dark: Story = { globals: { theme: 'dark' } };
export const French: Story = { globals: { locale: 'fr' }, args: { formatMoney: (amount: number) => `${amount.toFixed(2).replace('.', ',')} €` } };
export const RightToLeft: Story = { globals: { locale: 'ar' } };
