import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import AuthDialog from '@/features/account/components/auth-dialog';
import { rememberReferral } from '@/features/account/model/referral-arrival';
import { forgetReferral, referralCodeForSignUp } from '@/features/account/model/referral-sign-up';
import { fakeApi } from '@/test/fake-api';
import { TestProviders } from '@/test/providers';

vi.setConfig({ testTimeout: 20_000 });

const ANSWER = { body: { token: 'customer-token', is_phone_verified: 0, is_email_verified: 0 } };

function renderDialog(mode: 'sign-in' | 'sign-up' = 'sign-in', onContinueAsGuest?: () => void) {
  const onClose = vi.fn();
  render(<AuthDialog open mode={mode} onClose={onClose} onContinueAsGuest={onContinueAsGuest} />, { wrapper: TestProviders });
  return { onClose };
}

async function bodyOf(request: Request): Promise<Record<string, unknown>> {
  return (await request.clone().json()) as Record<string, unknown>;
}

describe('sign in', () => {
  it('sends a phone as field_type phone with the guest id, keeps the token and says so', async () => {
    window.localStorage.setItem('guest_id', JSON.stringify('guest-abc'));
    const requests = fakeApi({ '/api/v1/auth/login': ANSWER });
    const { onClose } = renderDialog();

    await userEvent.type(await screen.findByLabelText('Email or phone'), '06 12 34 56 78');
    await userEvent.type(screen.getByLabelText('Password'), 'long enough');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText('Logged in successfully')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
    expect(JSON.parse(window.localStorage.getItem('token')!)).toBe('customer-token');
    const login = requests.find((request) => request.url.endsWith('/api/v1/auth/login'))!;
    expect(await bodyOf(login)).toEqual({
      email_or_phone: '0612345678',
      password: 'long enough',
      login_type: 'manual',
      field_type: 'phone',
      guest_id: 'guest-abc',
    });
  });

  it('sends an email as field_type email', async () => {
    const requests = fakeApi({ '/api/v1/auth/login': ANSWER });
    renderDialog();
    await userEvent.type(await screen.findByLabelText('Email or phone'), 'camille@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await screen.findByText('Logged in successfully');
    expect(await bodyOf(requests.at(-1)!)).toMatchObject({ email_or_phone: 'camille@example.com', field_type: 'email' });
    expect(await bodyOf(requests.at(-1)!)).not.toHaveProperty('guest_id');
  });

  it('refuses an identifier that is neither, before any call', async () => {
    const requests = fakeApi({});
    renderDialog();
    await userEvent.type(await screen.findByLabelText('Email or phone'), 'camille');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Enter a valid email or phone number.')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it("shows the server's refusal of wrong credentials and stays open", async () => {
    fakeApi({ '/api/v1/auth/login': { status: 401, body: { errors: [{ code: 'auth-001', message: 'Invalid email/phone or password.' }] } } });
    const { onClose } = renderDialog();
    await userEvent.type(await screen.findByLabelText('Email or phone'), 'camille@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong password');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Invalid email/phone or password.')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(window.localStorage.getItem('token')).toBeNull();
  });
});

describe('sign up', () => {
  async function fillSignUp() {
    await userEvent.type(await screen.findByLabelText('Name'), 'Camille Martin');
    await userEvent.type(screen.getByLabelText('Email'), 'camille@example.com');
    await userEvent.type(screen.getByLabelText('Phone'), '+33 6-12 ab 34 56 78');
    await userEvent.type(screen.getByLabelText('Password'), 'long enough');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'long enough');
  }

  it('keeps digits and a leading + in the phone, sends the form and says so', async () => {
    window.localStorage.setItem('guest_id', JSON.stringify('guest-abc'));
    const requests = fakeApi({ '/api/v1/auth/sign-up': ANSWER });
    renderDialog('sign-up');
    await fillSignUp();
    expect(screen.getByLabelText('Phone')).toHaveValue('+33612345678');
    await userEvent.type(screen.getByLabelText('Referral code (optional)'), 'FRIEND1');
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));

    expect(await screen.findByText('Signup successfully.')).toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem('token')!)).toBe('customer-token');
    expect(await bodyOf(requests.at(-1)!)).toEqual({
      name: 'Camille Martin',
      email: 'camille@example.com',
      phone: '+33612345678',
      password: 'long enough',
      ref_code: 'FRIEND1',
      guest_id: 'guest-abc',
    });
  });

  it('asks a new account whose email waits for its code for that code, and checks it', async () => {
    const requests = fakeApi({
      '/api/v1/config': { body: { demo: true } },
      '/api/v1/auth/sign-up': { body: { ...ANSWER.body, verification_on: 'email' } },
      '/api/v1/auth/send-otp': { body: { message: 'OTP sent successfully.', resend_after: 60 } },
      '/api/v1/auth/verify-email': { body: { message: 'Email verified successfully.', is_phone_verified: 0, is_email_verified: 1 } },
    });
    const { onClose } = renderDialog('sign-up');
    await fillSignUp();
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));

    const prompt = await screen.findByText('Enter the 6-digit code sent to camille@example.com');
    const entry = prompt.closest<HTMLElement>('[role="dialog"]')!;
    expect(entry).toHaveTextContent('Verification');
    expect(onClose).toHaveBeenCalled(); // the sign-up form is done; the code entry stays
    const sent = requests.find((request) => request.url.endsWith('/api/v1/auth/send-otp'))!;
    expect(await bodyOf(sent)).toEqual({ verification_on: 'email' });
    await userEvent.type(within(entry).getAllByRole('textbox')[0]!, '123456');
    await userEvent.click(within(entry).getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Email verified successfully.')).toBeInTheDocument();
    const verified = requests.find((request) => request.url.endsWith('/api/v1/auth/verify-email'))!;
    expect(await bodyOf(verified)).toEqual({ email: 'camille@example.com', otp: '123456' });
  });

  it('opens no code entry when nothing waits for verification', async () => {
    const requests = fakeApi({ '/api/v1/auth/sign-up': ANSWER });
    renderDialog('sign-up');
    await fillSignUp();
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    await screen.findByText('Signup successfully.');
    expect(screen.queryByText(/Enter the 6-digit code/)).toBeNull();
    expect(requests.some((request) => request.url.endsWith('/api/v1/auth/send-otp'))).toBe(false);
  });

  it("puts the server's field errors under their fields", async () => {
    fakeApi({
      '/api/v1/auth/sign-up': {
        status: 422,
        body: { errors: [{ code: 'email', message: 'The email has already been taken.' }, { code: 'phone', message: 'The phone has already been taken.' }] },
      },
    });
    renderDialog('sign-up');
    await fillSignUp();
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('The email has already been taken.')).toBeInTheDocument();
    expect(screen.getByText('The phone has already been taken.')).toBeInTheDocument();
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('starts with the referral code of the address a friend shared, and sends it', async () => {
    window.history.replaceState(null, '', '/home?ref=FRIEND2');
    try {
      const requests = fakeApi({ '/api/v1/auth/sign-up': ANSWER });
      renderDialog('sign-up');
      await fillSignUp();
      expect(screen.getByLabelText('Referral code (optional)')).toHaveValue('FRIEND2');
      await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
      await screen.findByText('Signup successfully.');
      expect(await bodyOf(requests.at(-1)!)).toMatchObject({ ref_code: 'FRIEND2' });
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });

  it('starts with the code kept from the visit’s arrival on a shared link, and forgets it once signed up', async () => {
    rememberReferral('?ref=FRIEND3');
    const requests = fakeApi({ '/api/v1/auth/sign-up': ANSWER });
    renderDialog('sign-up');
    await fillSignUp();
    expect(screen.getByLabelText('Referral code (optional)')).toHaveValue('FRIEND3');
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    await screen.findByText('Signup successfully.');
    expect(await bodyOf(requests.at(-1)!)).toMatchObject({ ref_code: 'FRIEND3' });
    expect(referralCodeForSignUp('')).toBeNull();
  });

  it('shows the server’s refusal of the referral code under its field', async () => {
    rememberReferral('?ref=NOSUCHCODE');
    fakeApi({ '/api/v1/auth/sign-up': { status: 422, body: { errors: [{ code: 'ref_code', message: 'Invalid referral code.' }] } } });
    renderDialog('sign-up');
    await fillSignUp();
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    const field = screen.getByLabelText('Referral code (optional)');
    expect(await screen.findByText('Invalid referral code.')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    forgetReferral();
  });

  it("checks SPEC.md's messages and the confirmation before any call", async () => {
    const requests = fakeApi({});
    renderDialog('sign-up');
    await userEvent.type(await screen.findByLabelText('Email'), 'camille@');
    await userEvent.type(screen.getByLabelText('Password'), 'long enough');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'long enougH');
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('name is required')).toBeInTheDocument();
    expect(screen.getByText('Must be a valid email')).toBeInTheDocument();
    expect(screen.getByText('phone number required')).toBeInTheDocument();
    expect(screen.getByText('The password confirmation does not match.')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });
});

describe('switching and guests', () => {
  it('switches between sign-in and sign-up, and offers guest checkout when asked', async () => {
    fakeApi({});
    const guest = vi.fn();
    renderDialog('sign-in', guest);
    expect(await screen.findByText('Don’t have an account?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    await waitFor(() => expect(screen.getByLabelText('Confirm password')).toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(screen.getByLabelText('Email or phone')).toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Continue as guest' }));
    expect(guest).toHaveBeenCalled();
  });

  it('has no guest button otherwise, and no social or phone-provider buttons', async () => {
    fakeApi({});
    renderDialog();
    await screen.findByLabelText('Email or phone');
    expect(screen.queryByRole('button', { name: 'Continue as guest' })).toBeNull();
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(expect.not.arrayContaining([expect.stringMatching(/Google|Facebook|Apple|OTP/)]));
  });
});
