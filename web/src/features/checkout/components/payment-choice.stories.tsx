import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { fn } from 'storybook/test';
import { PaymentChoice } from '@/features/checkout/components/payment-choice';

const meta = {
  title: 'Checkout/PaymentChoice',
  component: PaymentChoice,
  args: { value: 'cash_on_delivery', onChange: fn(), cashOnDelivery: true },
} satisfies Meta<typeof PaymentChoice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CashOnDelivery: Story = {};
/** Cash on delivery turned off, and nothing else built yet. */
export const NoneAvailable: Story = { args: { cashOnDelivery: false, value: null } };
export const Dark: Story = { globals: { theme: 'dark' } };
export const French: Story = { globals: { locale: 'fr' } };
