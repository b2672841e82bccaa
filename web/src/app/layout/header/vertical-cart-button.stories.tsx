import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { fn } from 'storybook/test';
import { VerticalCartButton } from '@/app/layout/header/vertical-cart-button';

/**
 * The header's button of a module's own cart: the rental bundle draws its trip cart's count on it
 * (from get-cart: none for a shopper without a trip cart); a module without such a bundle, no count.
 */
const meta = {
  title: 'Shell/VerticalCartButton',
  component: VerticalCartButton,
  args: { moduleType: 'rental', label: 'Rental cart', onClick: fn() },
} satisfies Meta<typeof VerticalCartButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Rental: Story = {};
export const WithoutBundle: Story = { args: { moduleType: 'laundry' } };
