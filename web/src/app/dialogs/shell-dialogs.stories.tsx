import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { fn } from 'storybook/test';
import CartDrawer from '@/app/dialogs/vertical-cart-drawer';
import FloatingActions from '@/app/dialogs/floating-actions';

/** The app-wide drawers and dialogs the shell draws until their features arrive. */
const meta = {
  title: 'Shell/Dialogs',
  component: CartDrawer,
  args: { open: true, onClose: fn(), onContinueShopping: fn() },
  parameters: { padded: false },
} satisfies Meta<typeof CartDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A module's own cart drawer while no web-vertical fills it (the rental trip cart's stories are the rental bundle's). */
export const TripCart: Story = {};
export const TripCartDark: Story = { globals: { theme: 'dark' } };
/** Under 768px: Select Module and Go to Home float over the page. */
export const FloatingButtons: StoryObj = { render: () => <FloatingActions onSelectModule={fn()} onGoHome={fn()} /> };
