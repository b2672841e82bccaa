import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { fn } from 'storybook/test';
import { PayNow } from '@/features/orders/components/pay-now';

const DEMO = { gateway: 'demo', gateway_title: 'Demo payment', gateway_image: '' } as const;

const meta = {
  title: 'Orders/PayNow',
  component: PayNow,
  args: { status: 'failed', gateways: [DEMO], busy: null, onPay: fn() },
} satisfies Meta<typeof PayNow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Failed: Story = {};
/** Not confirmed yet: it may still be on its way. */
export const Unpaid: Story = { args: { status: 'unpaid' } };
export const TwoGateways: Story = { args: { gateways: [DEMO, { gateway: 'stripe', gateway_title: 'Stripe', gateway_image: '' }] } };
export const Asking: Story = { args: { busy: 'demo' } };
export const Dark: Story = { globals: { theme: 'dark' } };
export const French: Story = { globals: { locale: 'fr' } };
export const RightToLeft: Story = { globals: { locale: 'ar' } };
