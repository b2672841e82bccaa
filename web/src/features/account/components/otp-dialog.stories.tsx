import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { fn, within } from 'storybook/test';
import OtpDialog from '@/features/account/components/otp-dialog';
import { ApiError } from '@/shared/api/errors';
import { dialogsShown } from '@/test/story-play';

/** The OTP dialog: six boxes, Verify with six digits, the resend countdown and the demo code. */
const meta = {
  title: 'Account/OtpDialog',
  component: OtpDialog,
  args: {
    open: true,
    channel: 'email',
    target: 'camille@example.com',
    onVerify: fn(async () => undefined),
    onResend: fn(async () => 60),
    onClose: fn(),
  },
} satisfies Meta<typeof OtpDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Just sent: the resend link waits 60 seconds. */
export const CountingDown: Story = {};
/** The 60 seconds are over: the resend link works. */
export const ReadyToResend: Story = { args: { resendAfter: 0 } };
/** Demo mode shows the code. */
export const Demo: Story = { args: { demo: true, channel: 'phone', target: '+33612345678' } };
/** A wrong code: the server's refusal shows in the dialog. */
export const WrongCode: Story = {
  args: { onVerify: fn(async () => Promise.reject(new ApiError(422, [{ code: 'otp', message: 'OTP does not match.' }]))) },
  play: async ({ userEvent }) => {
    const page = within(document.body);
    const first = (await page.findAllByRole('textbox'))[0]!;
    await dialogsShown();
    await userEvent.type(first, '654321');
    await userEvent.click(page.getByRole('button', { name: 'Verify' }));
    await page.findByText('OTP does not match.');
  },
};
export const Dark: Story = { args: { demo: true }, globals: { theme: 'dark' } };
export const French: Story = { args: { demo: true }, globals: { locale: 'fr' } };
