import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { CouponList } from '@/features/coupons/components/coupon-list';
import type { Coupon } from '@/features/coupons/types';

const RUNNING = { start_date: '2026-11-28', expire_date: '2027-11-28', store_ids: [], zone_ids: [] };

/** The demo's four coupons, one of each type, as GET /api/v1/coupon/list answers them. */
const COUPONS: Coupon[] = [
  { id: 1, title: '10% off your order', code: 'WELCOME10', coupon_type: 'default', discount: 10, discount_type: 'percent', min_purchase: 10, max_discount: 5, ...RUNNING },
  { id: 2, title: '5 off in the centre', code: 'ZONE5', coupon_type: 'zone_wise', discount: 5, discount_type: 'amount', min_purchase: 20, max_discount: 0, ...RUNNING, zone_ids: [1] },
  { id: 3, title: '15% off at this store', code: 'STORE15', coupon_type: 'store_wise', discount: 15, discount_type: 'percent', min_purchase: 0, max_discount: 10, ...RUNNING, store_ids: [1] },
  { id: 4, title: 'Free delivery', code: 'FREESHIP', coupon_type: 'free_delivery', discount: 0, discount_type: 'amount', min_purchase: 15, max_discount: 0, ...RUNNING },
];

const meta = {
  title: 'Coupons/CouponList',
  component: CouponList,
  args: { coupons: COUPONS, formatMoney: (amount: number) => `€${amount.toFixed(2)}` },
} satisfies Meta<typeof CouponList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Running: Story = {};
export const One: Story = { args: { coupons: COUPONS.slice(0, 1) } };
export const Dark: Story = { globals: { theme: 'dark' } };
export const French: Story = { globals: { locale: 'fr' }, args: { formatMoney: (amount: number) => `${amount.toFixed(2).replace('.', ',')} €` } };
