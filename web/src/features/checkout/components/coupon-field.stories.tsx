import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { fn } from 'storybook/test';
import { CouponField } from '@/features/checkout/components/coupon-field';

const meta = {
  title: 'Checkout/CouponField',
  component: CouponField,
  args: { applied: null, error: null, busy: false, onApply: fn(), onRemove: fn() },
} satisfies Meta<typeof CouponField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
/** The server's refusal, shown as it words it. */
export const Refused: Story = { args: { error: 'To apply this coupon, total item amount should be minimum €50.00' } };
export const Applied: Story = { args: { applied: 'WELCOME10' } };
export const Dark: Story = { args: { applied: 'WELCOME10' }, globals: { theme: 'dark' } };
export const French: Story = { globals: { locale: 'fr' } };
