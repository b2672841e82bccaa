import { describe, expect, it } from 'vitest';
import { contactUnchanged, emailMark, initialValues, phoneLocked, phoneMark, profileFormData, showsPassword } from '@/features/account/model/profile-form';

const PROFILE = { f_name: 'Camille', l_name: 'Martin', email: 'camille@example.com', phone: '+33612345678', is_email_verified: 1, is_phone_verified: 0 };
const CHECKS = { email_verification_status: 1, phone_verification_status: 1, manual_login_status: 1 };

describe('profile form', () => {
  it('starts from the full name, the email and the phone', () => {
    expect(initialValues(PROFILE)).toEqual({ name: 'Camille Martin', email: 'camille@example.com', phone: '+33612345678' });
    expect(initialValues({ ...PROFILE, l_name: '' }).name).toBe('Camille');
  });

  it('shows the password fields only when manual login is on', () => {
    expect(showsPassword(CHECKS)).toBe(true);
    expect(showsPassword({ ...CHECKS, manual_login_status: 0 })).toBe(false);
    expect(showsPassword(undefined)).toBe(false);
  });

  it('ticks a verified, unchanged email, and offers to verify otherwise when verification is on', () => {
    expect(emailMark(PROFILE, 'camille@example.com', CHECKS)).toBe('verified');
    expect(emailMark(PROFILE, 'camille@new.example', CHECKS)).toBe('verify');
    expect(emailMark(PROFILE, 'camille@new.example', { ...CHECKS, email_verification_status: 0 })).toBeNull();
    expect(emailMark({ ...PROFILE, is_email_verified: 0 }, 'camille@example.com', CHECKS)).toBe('verify');
  });

  it('locks a verified phone, and offers to verify one that is not', () => {
    expect(phoneLocked({ ...PROFILE, is_phone_verified: 1 })).toBe(true);
    expect(phoneMark({ ...PROFILE, is_phone_verified: 1 }, CHECKS)).toBeNull();
    expect(phoneMark(PROFILE, CHECKS)).toBe('verify');
    expect(phoneMark(PROFILE, { ...CHECKS, phone_verification_status: 0 })).toBeNull();
  });

  it('tells an unchanged contact from a new one', () => {
    const values = { name: 'Camille Martin', email: ' Camille@Example.com ', phone: '+33612345678' };
    expect(contactUnchanged(PROFILE, values, 'email')).toBe(true);
    expect(contactUnchanged(PROFILE, values, 'phone')).toBe(true);
    expect(contactUnchanged(PROFILE, { ...values, email: 'camille@new.example' }, 'email')).toBe(false);
    expect(contactUnchanged(PROFILE, { ...values, phone: '+33700000000' }, 'phone')).toBe(false);
  });

  it('sends name, email, phone, the password pair when typed, the verify button and the photo', () => {
    const photo = new File(['gif'], 'me.gif', { type: 'image/gif' });
    const data = profileFormData({ name: ' Camille Martin ', email: 'c@example.com', phone: '+336', password: 'long enough', confirm_password: 'long enough' }, photo, 'email');
    expect(data.get('name')).toBe('Camille Martin');
    expect(data.get('email')).toBe('c@example.com');
    expect(data.get('phone')).toBe('+336');
    expect(data.get('password')).toBe('long enough');
    expect(data.get('confirm_password')).toBe('long enough');
    expect(data.get('button_type')).toBe('email');
    expect((data.get('image') as File).name).toBe('me.gif');

    const plain = profileFormData({ name: 'C', email: 'c@example.com', phone: '+336' }, null);
    expect([...plain.keys()].sort()).toEqual(['email', 'name', 'phone']);
  });
});
