import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { PriceBreakdown } from '@/shared/ui/price-breakdown';

const euros = (amount: number) => `€${amount.toFixed(2)}`;

const meta = {
  title: 'Shared/PriceBreakdown',
  component: PriceBreakdown,
  args: {
    formatPrice: euros,
    amounts: {
      subtotal: 24.5,
      itemDiscount: 1.2,
      storeDiscount: 0,
      couponDiscount: 2.33,
      tax: 1.05,
      deliveryFee: 3.4,
      extraFee: 0,
      total: 25.42,
      taxIncluded: false,
    },
  },
} satisfies Meta<typeof PriceBreakdown>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A delivery with an item discount and a coupon, tax added. */
export const WithCoupon: Story = {};
/** Take-away: free delivery, tax included in the prices. */
export const TakeAwayTaxIncluded: Story = {
  args: {
    amounts: { subtotal: 12, itemDiscount: 0, storeDiscount: 0, couponDiscount: 0, tax: 0.55, deliveryFee: 0, extraFee: 0, total: 12, taxIncluded: true },
  },
};
/** The marketplace's extra fee, named as the server names it. */
export const WithServiceCharge: Story = {
  args: {
    amounts: { subtotal: 24.5, itemDiscount: 0, storeDiscount: 0, couponDiscount: 0, tax: 1.05, deliveryFee: 3.4, extraFee: 1.5, total: 30.45, taxIncluded: false, extraFeeName: 'Service charge' },
  },
};
/** While the first quote is on its way. */
export const Loading: Story = { args: { amounts: null } };
export const Dark: Story = { globals: { theme: 'dark' } };
export const French: Story = { globals: { locale: 'fr' } };
