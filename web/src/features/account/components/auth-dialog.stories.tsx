import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { fn, within } from 'storybook/test';
import AuthDialog from '@/features/account/components/auth-dialog';
import { dialogsShown } from '@/test/story-play';

/** The sign-in and sign-up dialog over the fake API (a sign-up answers the server's 422 below). */
const meta = {
  title: 'Account/AuthDialog',
  component: AuthDialog,
  args: { open: true, mode: 'sign-in', onClose: fn() },
} satisfies Meta<typeof AuthDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const TAKEN = {
  status: 422,
  body: {
    errors: [
      { code: 'email', message: 'The email has already been taken.' },
      { code: 'phone', message: 'The phone has already been taken.' },
    ],
  },
};

export const SignIn: Story = {};
export const SignUp: Story = { args: { mode: 'sign-up' } };
/** Opened from the guest-or-login prompt: it also offers to go on as a guest. */
export const FromGuestPrompt: Story = { args: { onContinueAsGuest: fn() } };
/** The browser's own checks: every required field left empty. */
export const EmptyFields: Story = {
  args: { mode: 'sign-up' },
  play: async ({ userEvent }) => {
    const page = within(document.body);
    const signUp = await page.findByRole('button', { name: 'Sign Up' });
    await dialogsShown();
    await userEvent.click(signUp);
    await page.findByText('name is required');
  },
};
/** The server's 422 shown under its fields. */
export const ServerFieldErrors: Story = {
  args: { mode: 'sign-up' },
  parameters: { api: { '/api/v1/auth/sign-up': TAKEN } },
  play: async ({ userEvent }) => {
    const page = within(document.body);
    const name = await page.findByLabelText('Name');
    await dialogsShown();
    await userEvent.type(name, 'Camille Martin');
    await userEvent.type(page.getByLabelText('Email'), 'camille@example.com');
    await userEvent.type(page.getByLabelText('Phone'), '+33 6 12 34 56 78');
    await userEvent.type(page.getByLabelText('Password'), 'correct horse');
    await userEvent.type(page.getByLabelText('Confirm password'), 'correct horse');
    await userEvent.click(page.getByRole('button', { name: 'Sign Up' }));
    await page.findByText('The phone has already been taken.');
  },
};
export const Dark: Story = { globals: { theme: 'dark' } };
export const French: Story = { args: { mode: 'sign-up' }, globals: { locale: 'fr' } };
export const RightToLeft: Story = { args: { mode: 'sign-up' }, globals: { locale: 'ar' } };
