import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { fn } from 'storybook/test';
import { DeliveryTypeChoice } from '@/features/checkout/components/delivery-type-choice';

const meta = {
  title: 'Checkout/DeliveryTypeChoice',
  component: DeliveryTypeChoice,
  args: { value: 'delivery', onChange: fn() },
} satisfies Meta<typeof DeliveryTypeChoice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Delivery: Story = {};
export const TakeAway: Story = { args: { value: 'take_away' } };
export const Dark: Story = { globals: { theme: 'dark' } };
export const French: Story = { globals: { locale: 'fr' } };
export const RightToLeft: Story = { globals: { locale: 'ar' } };
