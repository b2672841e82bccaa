import { describe, expect, it } from 'vitest';
import { cleanGuestContact, guestContactProblems } from '@/features/addresses/model/guest-contact';

describe('the guest contact model', () => {
  it('needs a name, a phone and an address; the email is optional but must be valid', () => {
    expect(guestContactProblems({})).toEqual({
      contact_person_name: 'validation.name',
      contact_person_number: 'validation.phone',
      address: 'validation.address',
    });
    const filled = { contact_person_name: 'Ada', contact_person_number: '+331', address: '1 Rue X' };
    expect(guestContactProblems(filled)).toEqual({});
    expect(guestContactProblems({ ...filled, contact_person_email: 'ada@' })).toEqual({ contact_person_email: 'validation.email' });
    expect(guestContactProblems({ ...filled, contact_person_email: 'ada@example.com' })).toEqual({});
  });

  it('stores the details trimmed, without empty optional fields', () => {
    expect(
      cleanGuestContact({ contact_person_name: ' Ada ', contact_person_number: '+331', contact_person_email: ' ', address: '1 Rue X', road: '', house: '2 ', floor: undefined }),
    ).toEqual({ contact_person_name: 'Ada', contact_person_number: '+331', contact_person_email: undefined, address: '1 Rue X', road: undefined, house: '2', floor: undefined });
  });
});
