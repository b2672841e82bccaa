import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { fn } from 'storybook/test';
import AuthDialog from '@/app/dialogs/auth-dialog';
import CartDrawer from '@/app/dialogs/cart-drawer';
import FloatingActions from '@/app/dialogs/floating-actions';
import WishlistDrawer from '@/app/dialogs/wishlist-drawer';

/** The app-wide drawers and dialogs the shell draws until their features arrive. */
const meta = {
  title: 'Shell/Dialogs',
  component: CartDrawer,
  args: { open: true, kind: 'cart', onClose: fn(), onContinueShopping: fn() },
  parameters: { padded: false },
} satisfies Meta<typeof CartDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** SPEC.md's empty cart: 'Your cart is empty' and Continue Shopping. */
export const EmptyCart: Story = {};
export const EmptyCartDark: Story = { globals: { theme: 'dark' } };
export const RentalCart: Story = { args: { kind: 'rental' } };
export const Wishlist: StoryObj = {
  render: () => <WishlistDrawer open onClose={fn()} itemsLabel="foods" storesLabel="restaurants" />,
};
export const SignIn: StoryObj = { render: () => <AuthDialog open mode="sign-in" onClose={fn()} /> };
export const SignUp: StoryObj = { render: () => <AuthDialog open mode="sign-up" onClose={fn()} /> };
/** Under 768px: Select Module and Go to Home float over the page. */
export const FloatingButtons: StoryObj = { render: () => <FloatingActions onSelectModule={fn()} onGoHome={fn()} /> };
