import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { OrderedItem } from '@/features/checkout/components/ordered-item';

const meta = {
  title: 'Checkout/OrderedItem',
  component: OrderedItem,
  args: { name: 'Margherita pizza', image: null, quantity: 2, options: ['Size: Large', 'Extra cheese × 2'] },
} satisfies Meta<typeof OrderedItem>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithOptions: Story = {};
/** A cart line in the cart checkout's summary: its total is the server's. */
export const CartLine: Story = { args: { quantity: 3, total: '€27.00' } };
export const Plain: Story = { args: { name: 'Organic bananas, 1 kg', quantity: 1, options: [] } };
/** A long name wraps instead of pushing the summary wider. */
export const LongName: Story = { args: { name: 'Extra virgin olive oil from a single estate in Provence, cold pressed, 750 ml bottle' } };
export const Dark: Story = { globals: { theme: 'dark' } };
export const French: Story = { globals: { locale: 'fr' } };
export const RightToLeft: Story = { globals: { locale: 'ar' } };
