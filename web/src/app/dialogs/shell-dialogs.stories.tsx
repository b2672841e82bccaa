import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { fn } from 'storybook/test';
import CartDrawer from '@/app/dialogs/cart-drawer';
import FloatingActions from '@/app/dialogs/floating-actions';

/** The app-wide drawers and dialogs the shell draws until their features arrive. */
const meta = {
  title: 'Shell/Dialogs',
  component: CartDrawer,
  args: { open: true, kind: 'trips', onClose: fn(), onContinueShopping: fn() },
  parameters: { padded: false },
} satisfies Meta<typeof CartDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The rental trip cart, empty until its issue (the shopping cart's stories are under Cart/CartDrawer). */
export const TripCart: Story = {};
export const TripCartDark: Story = { globals: { theme: 'dark' } };
/** Under 768px: Select Module and Go to Home float over the page. */
export const FloatingButtons: StoryObj = { render: () => <FloatingActions onSelectModule={fn()} onGoHome={fn()} /> };
