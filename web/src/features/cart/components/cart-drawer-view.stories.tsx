import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { fn } from 'storybook/test';
import { CartDrawerView } from '@/features/cart/components/cart-drawer-view';
import { useMoney } from '@/features/cart/hooks/use-money';
import { cartSaved, cartSubtotal } from '@/features/cart/model/cart-totals';
import type { CartLine } from '@/features/cart/types';
import { GROCERY_LINES } from '@/test/fixtures/cart';

interface Props {
  lines: CartLine[];
  freeDeliveryOver: number | null;
  pending?: string[];
}

/** The drawer as the connected one draws it: totals from the lines, money in the marketplace's format. */
function DrawerStory({ lines, freeDeliveryOver, pending = [] }: Props) {
  return (
    <CartDrawerView
      open
      lines={lines}
      subtotal={cartSubtotal(lines)}
      saved={cartSaved(lines)}
      freeDeliveryOver={freeDeliveryOver}
      pending={new Set(pending)}
      formatPrice={useMoney()}
      onClose={fn()}
      onContinueShopping={fn()}
      onProceed={fn()}
      onOpenLine={fn()}
      onQuantity={fn()}
      onRemove={fn()}
      onClear={fn()}
    />
  );
}

const meta = {
  title: 'Cart/CartDrawer',
  component: DrawerStory,
  args: { lines: GROCERY_LINES, freeDeliveryOver: 60 },
  parameters: { padded: false },
} satisfies Meta<typeof DrawerStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** SPEC.md's empty cart: its two texts and Continue Shopping. */
export const Empty: Story = { args: { lines: [] } };
export const EmptyDark: Story = { args: { lines: [] }, globals: { theme: 'dark' } };
/** Savings, lines with their quantities, free-delivery progress, subtotal and Proceed To Checkout. */
export const Filled: Story = {};
export const FilledDark: Story = { globals: { theme: 'dark' } };
/** A few euros short of free delivery. */
export const NearFreeDelivery: Story = { args: { freeDeliveryOver: 35 } };
export const NearFreeDeliveryDark: Story = { args: { freeDeliveryOver: 35 }, globals: { theme: 'dark' } };
/** One line changing on the server: its controls wait. */
export const LineUpdating: Story = { args: { pending: ['line:2'] } };
/** No free_delivery_over in the config: no progress bar. */
export const NoFreeDeliveryThreshold: Story = { args: { freeDeliveryOver: null } };
export const French: Story = { globals: { locale: 'fr' } };
export const RightToLeft: Story = { globals: { locale: 'ar' } };
