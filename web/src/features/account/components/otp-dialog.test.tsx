import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import OtpDialog from '@/features/account/components/otp-dialog';
import { ApiError } from '@/shared/api/errors';
import { TestProviders } from '@/test/providers';

function renderDialog(props: Partial<Parameters<typeof OtpDialog>[0]> = {}) {
  const onVerify = vi.fn(async () => undefined);
  const onResend = vi.fn(async () => 2);
  render(<OtpDialog open channel="email" target="camille@example.com" onVerify={onVerify} onResend={onResend} onClose={() => undefined} {...props} />, {
    wrapper: TestProviders,
  });
  return { onVerify, onResend };
}

const boxes = () => screen.getAllByRole('textbox');

describe('OTP dialog', () => {
  it('has six boxes and enables Verify only with six digits', async () => {
    const { onVerify } = renderDialog();
    expect(await screen.findByText('Enter the 6-digit code sent to camille@example.com')).toBeInTheDocument();
    expect(boxes()).toHaveLength(6);
    const verify = screen.getByRole('button', { name: 'Verify' });
    expect(verify).toBeDisabled();

    await userEvent.type(boxes()[0]!, '12a345');
    expect(verify).toBeDisabled();
    await userEvent.type(boxes()[5]!, '6');
    expect(verify).toBeEnabled();
    await userEvent.click(verify);
    expect(onVerify).toHaveBeenCalledWith('123456');
  });

  it("shows the server's refusal", async () => {
    renderDialog({ onVerify: async () => Promise.reject(new ApiError(422, [{ code: 'otp', message: 'OTP does not match.' }])) });
    await userEvent.type((await screen.findAllByRole('textbox'))[0]!, '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('OTP does not match.');
  });

  it('counts down before the resend link works, and again after a resend', async () => {
    const { onResend } = renderDialog({ resendAfter: 2 });
    expect(await screen.findByText('Resend the code in 2 s')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resend' })).toBeNull();

    await userEvent.click(await screen.findByRole('button', { name: 'Resend' }, { timeout: 4000 }));
    expect(onResend).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Resend the code in 2 s')).toBeInTheDocument();
  });

  it('counts 60 seconds by default and shows the demo code in demo mode', async () => {
    renderDialog({ demo: true });
    expect(await screen.findByText('Resend the code in 60 s')).toBeInTheDocument();
    expect(screen.getByText('Demo mode: the code is 123456')).toBeInTheDocument();
  });
});
