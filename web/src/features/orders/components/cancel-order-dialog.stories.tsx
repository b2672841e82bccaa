import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { fn } from 'storybook/test';
import { CancelOrderDialog } from '@/features/orders/components/cancel-order-dialog';

const meta = {
  title: 'Orders/CancelOrderDialog',
  component: CancelOrderDialog,
  args: {
    open: true,
    orderId: 100042,
    busy: false,
    error: null,
    onConfirm: fn(),
    onClose: fn(),
    reasons: [
      { id: 1, reason: 'I ordered by mistake' },
      { id: 2, reason: 'The delivery takes too long' },
      { id: 3, reason: 'I want to change my order' },
    ],
  },
} satisfies Meta<typeof CancelOrderDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Reasons: Story = {};
export const Loading: Story = { args: { reasons: undefined } };
/** The server's refusal: the order moved on meanwhile. */
export const TooLate: Story = { args: { error: 'This order can no longer be canceled.' } };
export const Dark: Story = { globals: { theme: 'dark' } };
export const French: Story = { globals: { locale: 'fr' } };
