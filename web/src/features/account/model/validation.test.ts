import { describe, expect, it } from 'vitest';
import { checkConfirmation, checkEmail, checkIdentifier, checkName, checkPassword, checkPasswordGiven, checkPhone } from '@/features/account/model/validation';

describe('account form checks', () => {
  it("use SPEC.md's profile wording", () => {
    expect(checkName('  ')).toEqual({ key: 'nameRequired' });
    expect(checkPhone('')).toEqual({ key: 'phoneRequired' });
    expect(checkEmail('')).toEqual({ key: 'emailRequired' });
    expect(checkEmail('camille@')).toEqual({ key: 'emailInvalid' });
  });

  it('hold the email to 255 characters', () => {
    const at255 = `${'a'.repeat(243)}@example.com`;
    expect(at255).toHaveLength(255);
    expect(checkEmail(at255)).toBeNull();
    expect(checkEmail(`a${at255}`)).toEqual({ key: 'emailLong', values: { max: 255 } });
  });

  it('accept good values', () => {
    expect(checkName('Camille Martin')).toBeNull();
    expect(checkPhone('+33612345678')).toBeNull();
    expect(checkIdentifier('0612345678')).toBeNull();
  });

  it('refuse a phone with letters and an unknown identifier', () => {
    expect(checkPhone('+33 6 12')).toEqual({ key: 'phoneInvalid' });
    expect(checkIdentifier('')).toEqual({ key: 'identifierRequired' });
    expect(checkIdentifier('camille')).toEqual({ key: 'identifierInvalid' });
  });

  it('ask 8 to 128 characters of a new password, and only presence at sign-in', () => {
    expect(checkPassword('')).toEqual({ key: 'passwordRequired' });
    expect(checkPassword('', false)).toBeNull();
    expect(checkPassword('short')).toEqual({ key: 'passwordShort', values: { min: 8 } });
    expect(checkPassword('x'.repeat(129))).toEqual({ key: 'passwordLong', values: { max: 128 } });
    expect(checkPassword('long enough')).toBeNull();
    expect(checkPasswordGiven('a')).toBeNull();
    expect(checkPasswordGiven('')).toEqual({ key: 'passwordRequired' });
  });

  it('want the confirmation to repeat the password', () => {
    expect(checkConfirmation('', '')).toBeNull();
    expect(checkConfirmation('', '', true)).toEqual({ key: 'confirmRequired' });
    expect(checkConfirmation('long enough', '')).toEqual({ key: 'confirmRequired' });
    expect(checkConfirmation('long enough', 'long enougH')).toEqual({ key: 'passwordMismatch' });
    expect(checkConfirmation('long enough', 'long enough')).toBeNull();
  });
});
