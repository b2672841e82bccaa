import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ProfileSettings } from '@/features/account/containers/profile-settings';
import { fakeApi, type FakeAnswer } from '@/test/fake-api';
import { TestProviders } from '@/test/providers';

vi.setConfig({ testTimeout: 30_000 });

const CUSTOMER = {
  id: 7,
  f_name: 'Camille',
  l_name: 'Martin',
  email: 'camille@example.com',
  phone: '+33612345678',
  image_full_url: null,
  is_phone_verified: 0,
  is_email_verified: 1,
  ref_code: 'CAMILLE7',
  created_at: '2025-03-14T09:30:00Z',
};
const CONFIG = {
  demo: true,
  otp_resend_time: 60,
  centralize_login: { manual_login_status: 1, email_verification_status: 1, phone_verification_status: 0 },
};

function renderSettings(answers: Record<string, FakeAnswer>, customer = CUSTOMER) {
  window.localStorage.setItem('token', JSON.stringify('customer-token'));
  const requests = fakeApi({ '/api/v1/config': { body: CONFIG }, '/api/v1/customer/info': { body: customer }, ...answers });
  const clearLists = vi.fn();
  const router = createMemoryRouter(
    [
      { path: '/profile', element: <ProfileSettings clearLists={clearLists} /> },
      { path: '/', element: <p>landing</p> },
    ],
    { initialEntries: ['/profile?page=profile-settings'] },
  );
  render(<RouterProvider router={router} />, { wrapper: TestProviders });
  return { requests, router, clearLists };
}

async function openEditor() {
  await userEvent.click(await screen.findByRole('button', { name: 'Edit Profile' }));
  return screen.findByText('Edit Personal Details');
}

describe('profile settings', () => {
  it('shows the customer with the verification of each contact', async () => {
    renderSettings({});
    expect(await screen.findByText('Camille Martin')).toBeInTheDocument();
    expect(screen.getByText('camille@example.com')).toBeInTheDocument();
    expect(screen.getByText('Verified')).toBeInTheDocument();
    expect(screen.getByText('Not verified')).toBeInTheDocument();
    expect(screen.getByText('CAMILLE7')).toBeInTheDocument();
  });

  it('sends the form as multipart and verifies a changed email with the OTP dialog', async () => {
    const { requests } = renderSettings({
      '/api/v1/customer/update-profile': { body: { otp_send: true, verification_on: 'email', message: 'OTP sent successfully.' } },
      '/api/v1/auth/verify-email': { body: { message: 'Email verified successfully.', is_phone_verified: 0, is_email_verified: 1 } },
    });
    await openEditor();
    expect(screen.getByLabelText('Email verified')).toBeInTheDocument();
    const email = screen.getByLabelText('Email');
    await userEvent.clear(email);
    await userEvent.type(email, 'camille@new.example');
    // A changed email loses its tick; email verification is on: the verify icon instead.
    expect(screen.queryByLabelText('Email verified')).toBeNull();
    expect(screen.getByRole('button', { name: 'Verify' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Update Profile' }));

    const dialog = await screen.findByRole('dialog', { name: 'Verification' });
    expect(within(dialog).getByText('Demo mode: the code is 123456')).toBeInTheDocument();
    const update = requests.find((request) => request.url.endsWith('/update-profile'))!;
    expect(update.headers.get('content-type')).toMatch(/^multipart\/form-data/);
    const sent = await update.clone().formData();
    expect(Object.fromEntries(sent)).toEqual({ name: 'Camille Martin', email: 'camille@new.example', phone: '+33612345678' });

    await userEvent.type(within(dialog).getAllByRole('textbox')[0]!, '123456');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Email verified successfully.')).toBeInTheDocument();
    const verify = requests.find((request) => request.url.endsWith('/verify-email'))!;
    expect(await verify.clone().json()).toEqual({ email: 'camille@new.example', otp: '123456' });
    await waitFor(() => expect(screen.queryByText('Edit Personal Details')).toBeNull());
  });

  it("says the server's message and closes the form when nothing needs an OTP", async () => {
    renderSettings({ '/api/v1/customer/update-profile': { body: { otp_send: false, verification_on: null, message: 'Updated successfully.' } } });
    await openEditor();
    await userEvent.click(screen.getByRole('button', { name: 'Update Profile' }));
    expect(await screen.findByText('Updated successfully.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Edit Personal Details')).toBeNull());
  });

  it('locks a verified phone, and puts the server field errors under their fields', async () => {
    renderSettings(
      { '/api/v1/customer/update-profile': { status: 422, body: { errors: [{ code: 'email', message: 'The email has already been taken.' }] } } },
      { ...CUSTOMER, is_phone_verified: 1 },
    );
    await openEditor();
    expect(screen.getByLabelText('Phone')).toBeDisabled();
    expect(screen.getByText('Not Changeable')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Update Profile' }));
    expect(await screen.findByText('The email has already been taken.')).toBeInTheDocument();
    expect(screen.getByText('Edit Personal Details')).toBeInTheDocument();
  });

  it("checks SPEC.md's messages before sending, and Go Back returns to the profile", async () => {
    const { requests } = renderSettings({});
    await openEditor();
    await userEvent.clear(screen.getByLabelText('Name'));
    await userEvent.clear(screen.getByLabelText('Email'));
    await userEvent.clear(screen.getByLabelText('Phone'));
    await userEvent.type(screen.getByLabelText('Phone'), 'a+3b3');
    expect(screen.getByLabelText('Phone')).toHaveValue('+33');
    await userEvent.clear(screen.getByLabelText('Phone'));
    await userEvent.click(screen.getByRole('button', { name: 'Update Profile' }));
    expect(await screen.findByText('name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('phone number required')).toBeInTheDocument();
    expect(requests.some((request) => request.url.endsWith('/update-profile'))).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(await screen.findByRole('button', { name: 'Edit Profile' })).toBeInTheDocument();
  });

  it('refuses a photo of another format before any upload', async () => {
    const { requests } = renderSettings({});
    await openEditor();
    const picker = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(picker, new File(['webp'], 'me.webp', { type: 'image/webp' }), { applyAccept: false });
    expect(await screen.findByText('This file format is not supported. Please upload JPG, PNG, JPEG, or GIF images only.')).toBeInTheDocument();
    expect(requests.some((request) => request.url.endsWith('/update-profile'))).toBe(false);
  });

  it('deletes the account after a confirmation and returns to /', async () => {
    const { router, clearLists, requests } = renderSettings({ '/api/v1/customer/remove-account': { body: { message: 'Account deleted successfully.' } } });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete account' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Account deleted successfully.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(clearLists).toHaveBeenCalled();
    expect(requests.find((request) => request.url.endsWith('/remove-account'))!.method).toBe('DELETE');
  });

  it('shows the first message of a refused deletion', async () => {
    const { router } = renderSettings({
      '/api/v1/customer/remove-account': { status: 409, body: { errors: [{ code: 'orders', message: 'You have running orders.' }, { code: 'x', message: 'Second.' }] } },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete account' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('You have running orders.')).toBeInTheDocument();
    expect(screen.queryByText('Second.')).toBeNull();
    expect(router.state.location.pathname).toBe('/profile');
    expect(window.localStorage.getItem('token')).not.toBeNull();
  });
});

describe('verify icon', () => {
  it('asks a code for a stored, unverified email without sending the form', async () => {
    const { requests } = renderSettings(
      {
        '/api/v1/auth/send-otp': { body: { message: 'OTP sent successfully.', resend_after: 60 } },
        '/api/v1/auth/verify-email': { body: { message: 'Email verified successfully.', is_phone_verified: 0, is_email_verified: 1 } },
      },
      { ...CUSTOMER, is_email_verified: 0 },
    );
    await openEditor();
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    const dialog = await screen.findByRole('dialog', { name: 'Verification' });
    expect(within(dialog).getByText('Enter the 6-digit code sent to camille@example.com')).toBeInTheDocument();
    const send = requests.find((request) => request.url.endsWith('/send-otp'))!;
    expect(await send.clone().json()).toEqual({ verification_on: 'email' });
    expect(requests.some((request) => request.url.endsWith('/update-profile'))).toBe(false);
  });
});
