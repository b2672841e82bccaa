import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { PaymentSplit } from '@/features/checkout/components/payment-split';

const meta = {
  title: 'Checkout/PaymentSplit',
  component: PaymentSplit,
  args: {
    quote: { wallet_pays: 12.5, rest_to_pay: 15.36, cashback: 1.39 },
    method: 'partial_payment',
    rest: 'cash_on_delivery',
    formatPrice: (amount: number) => `€${amount.toFixed(2)}`,
  },
} satisfies Meta<typeof PaymentSplit>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The wallet pays what it holds, the rest in cash on delivery. */
export const PartialInCash: Story = {};
export const PartialOnline: Story = { args: { rest: 'digital_payment' } };
/** The wallet pays it all. */
export const Wallet: Story = { args: { method: 'wallet', quote: { wallet_pays: 27.86, rest_to_pay: 0, cashback: 0 } } };
/** Only the cashback the order earns. */
export const Cashback: Story = { args: { method: 'cash_on_delivery', quote: { wallet_pays: 0, rest_to_pay: 27.86, cashback: 2 } } };
export const Dark: Story = { globals: { theme: 'dark' } };
export const French: Story = { globals: { locale: 'fr' }, args: { formatPrice: (amount: number) => `${amount.toFixed(2).replace('.', ',')} €` } };
export const RightToLeft: Story = { globals: { locale: 'ar' } };
