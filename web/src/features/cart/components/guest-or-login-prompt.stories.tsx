import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { fn } from 'storybook/test';
import { GuestOrLoginPrompt } from '@/features/cart/components/guest-or-login-prompt';

const meta = {
  title: 'Cart/GuestOrLoginPrompt',
  component: GuestOrLoginPrompt,
  args: { open: true, onGuest: fn(), onLogin: fn(), onSignUp: fn(), onClose: fn() },
} satisfies Meta<typeof GuestOrLoginPrompt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** SPEC.md's title and text with Guest, Login and Sign Up. */
export const Prompt: Story = {};
export const PromptDark: Story = { globals: { theme: 'dark' } };
export const French: Story = { globals: { locale: 'fr' } };
