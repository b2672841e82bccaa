import { describe, expect, it } from 'vitest';
import { splitFailure } from '@/features/account/model/field-errors';
import { ApiError } from '@/shared/api/errors';

const FIELDS = ['name', 'email', 'phone'];

describe('form failures', () => {
  it("put a 422's entries under their fields, aliases included, and toast the rest", () => {
    const error = new ApiError(422, [
      { code: 'email', message: 'The email has already been taken.' },
      { code: 'f_name', message: 'name is required' },
      { code: 'ref_code', message: 'Unknown referral code.' },
    ]);
    expect(splitFailure(error, FIELDS, { aliases: { f_name: 'name' }, generic: 'An error occurred' })).toEqual({
      fields: [
        { name: 'email', errors: ['The email has already been taken.'] },
        { name: 'name', errors: ['name is required'] },
      ],
      toasts: ['Unknown referral code.'],
    });
  });

  it('toast every message of another refusal', () => {
    const error = new ApiError(401, [{ code: 'auth-001', message: 'Invalid email/phone or password.' }]);
    expect(splitFailure(error, FIELDS, { generic: 'x' })).toEqual({ fields: [], toasts: ['Invalid email/phone or password.'] });
  });

  it('say nothing of an ended session: the session watcher does', () => {
    const error = new ApiError(401, [{ code: 'unauthorized', message: 'Your account is inactive or Your token has been expired' }]);
    expect(splitFailure(error, FIELDS, { generic: 'x', sessionEnds: true })).toEqual({ fields: [], toasts: [] });
  });

  it('fall back to the generic text', () => {
    expect(splitFailure(new ApiError(500, []), FIELDS, { generic: 'An error occurred' }).toasts).toEqual(['An error occurred']);
    expect(splitFailure(new TypeError('offline'), FIELDS, { generic: 'An error occurred' }).toasts).toEqual(['An error occurred']);
  });
});
