import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { fn } from 'storybook/test';
import { DemoPaymentPanel } from '@/features/payments/components/demo-payment-panel';
import type { DemoPayment } from '@/features/payments/types';

/** A payment as GET /api/v1/payments/demo/{token} answers it. */
const ORDER: DemoPayment = { amount: 27.86, currency_code: 'EUR', purpose: 'order', order_id: 100042, status: 'pending', return_url: '/my-orders/100042' };

const meta = {
  title: 'Payments/DemoPaymentPanel',
  component: DemoPaymentPanel,
  args: { payment: ORDER, formatMoney: (amount: number) => `€${amount.toFixed(2)}`, sending: null, onOutcome: fn(), onContinue: fn() },
} satisfies Meta<typeof DemoPaymentPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Order: Story = {};
export const TopUp: Story = { args: { payment: { ...ORDER, purpose: 'add_fund', order_id: null, amount: 50, return_url: '/wallet?payment=succeeded' } } };
export const Paying: Story = { args: { sending: 'succeed' } };
/** Already paid: it says so and leads back. */
export const Succeeded: Story = { args: { payment: { ...ORDER, status: 'succeeded' } } };
export const Declined: Story = { args: { payment: { ...ORDER, status: 'declined' } } };
export const Expired: Story = { args: { payment: { ...ORDER, status: 'expired' } } };
export const Dark: Story = { globals: { theme: 'dark' } };
export const French: Story = { globals: { locale: 'fr' }, args: { formatMoney: (amount: number) => `${amount.toFixed(2).replace('.', ',')} €` } };
export const RightToLeft: Story = { globals: { locale: 'ar' } };
