import { atomWithStoredValue } from '@/shared/state/app-store';
import { APP_STORAGE_KEYS } from '@/shared/storage/keys';

/**
 * A guest's contact and delivery details (SPEC.md section 6): kept in this browser's local storage
 * only, never sent to the server by this card (an order carries them when checkout arrives).
 */
export interface GuestContact {
  contact_person_name: string;
  contact_person_number: string;
  contact_person_email?: string;
  address: string;
  road?: string;
  house?: string;
  floor?: string;
}

/** The guest user info store: null until the guest adds their details. */
export const guestContactAtom = atomWithStoredValue<GuestContact | null>(APP_STORAGE_KEYS.guestContact, null);

/** Email as the profile form checks it ('Must be a valid email'): something@something.something. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The message key of each guest field that is missing or wrong: name, phone and address required, email optional but valid. */
export function guestContactProblems(values: Partial<GuestContact>): Partial<Record<keyof GuestContact, string>> {
  const problems: Partial<Record<keyof GuestContact, string>> = {};
  if (!values.contact_person_name?.trim()) problems.contact_person_name = 'validation.name';
  if (!values.contact_person_number?.trim()) problems.contact_person_number = 'validation.phone';
  if (!values.address?.trim()) problems.address = 'validation.address';
  const email = values.contact_person_email?.trim();
  if (email && !EMAIL.test(email)) problems.contact_person_email = 'validation.email';
  return problems;
}

/** The details trimmed, with empty optional fields left out, as they are stored. */
export function cleanGuestContact(values: GuestContact): GuestContact {
  const optional = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);
  return {
    contact_person_name: values.contact_person_name.trim(),
    contact_person_number: values.contact_person_number.trim(),
    contact_person_email: optional(values.contact_person_email),
    address: values.address.trim(),
    road: optional(values.road),
    house: optional(values.house),
    floor: optional(values.floor),
  };
}
