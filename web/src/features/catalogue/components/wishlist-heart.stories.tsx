import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { fn } from 'storybook/test';
import WishlistHeart from '@/features/catalogue/components/wishlist-heart';

/** A store's wishlist control, as its card and its page show it. */
const meta = {
  title: 'Catalogue/WishlistHeart',
  component: WishlistHeart,
  args: { wishlisted: false, onToggle: fn() },
} satisfies Meta<typeof WishlistHeart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotKept: Story = {};
export const Kept: Story = { args: { wishlisted: true } };
export const Dark: Story = { args: { wishlisted: true }, globals: { theme: 'dark' } };
export const French: Story = { globals: { locale: 'fr' } };
