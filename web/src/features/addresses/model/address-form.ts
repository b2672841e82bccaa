import type { Address, AddressBody } from '@/features/addresses/types';

/** SPEC.md's 'Label As' choice. */
export const LABELS = ['home', 'office', 'other'] as const;
export type AddressLabel = (typeof LABELS)[number];

/** The address form's fields (the map's point travels beside them). */
export interface AddressFormValues {
  label: AddressLabel;
  /** 'Label Name(Optional)': replaces "other" as the address_type sent. */
  labelName: string;
  address: string;
  contact_person_name: string;
  contact_person_number: string;
  road: string;
  house: string;
  floor: string;
  additional_information: string;
}

/** The fields SPEC.md section 5 requires, with the key of the message each one says (namespace "addresses"). */
export const REQUIRED_FIELDS = {
  address: 'validation.address',
  contact_person_name: 'validation.name',
  contact_person_number: 'validation.phone',
} as const satisfies Partial<Record<keyof AddressFormValues, string>>;

/** The server's bounds (README, Limits), so a field stops where the server would refuse it. */
export const FIELD_MAX_LENGTH = {
  address: 255,
  contact_person_name: 100,
  contact_person_number: 30,
  labelName: 50,
  road: 100,
  house: 100,
  floor: 100,
  additional_information: 500,
} as const satisfies Partial<Record<keyof AddressFormValues, number>>;

/** The message key of each required field left empty (blank counts as empty). */
export function missingFields(values: Partial<AddressFormValues>): Partial<Record<keyof typeof REQUIRED_FIELDS, string>> {
  const missing: Partial<Record<keyof typeof REQUIRED_FIELDS, string>> = {};
  for (const [field, message] of Object.entries(REQUIRED_FIELDS) as [keyof typeof REQUIRED_FIELDS, string][]) {
    if (!(values[field] ?? '').trim()) missing[field] = message;
  }
  return missing;
}

/** How a stored address_type reads in the form: one of the three labels, or "other" with its name. */
export function labelOf(addressType: string): { label: AddressLabel; labelName: string } {
  const known = LABELS.find((label) => label === addressType.trim().toLowerCase());
  return known ? { label: known, labelName: '' } : { label: 'other', labelName: addressType.trim() };
}

/** The form's first values: the address being edited, else empty with the customer's name and phone. */
export function formValuesOf(address: Address | null, contact: { name?: string; phone?: string } = {}): AddressFormValues {
  if (!address) {
    return {
      label: 'home',
      labelName: '',
      address: '',
      contact_person_name: contact.name ?? '',
      contact_person_number: contact.phone ?? '',
      road: '',
      house: '',
      floor: '',
      additional_information: '',
    };
  }
  return {
    ...labelOf(address.address_type),
    address: address.address,
    contact_person_name: address.contact_person_name,
    contact_person_number: address.contact_person_number,
    road: address.road ?? '',
    house: address.house ?? '',
    floor: address.floor ?? '',
    additional_information: address.additional_information ?? '',
  };
}

const optional = (value: string) => (value.trim() ? value.trim() : undefined);

/**
 * What the server is sent: SPEC.md section 5, "When the label is other, the entered 'Label
 * Name(Optional)' replaces the address_type sent"; coordinates as decimal strings.
 */
export function addressBody(values: AddressFormValues, point: { lat: number; lng: number }): AddressBody {
  const labelName = values.label === 'other' ? optional(values.labelName) : undefined;
  return {
    address: values.address.trim(),
    address_type: labelName ?? values.label,
    contact_person_name: values.contact_person_name.trim(),
    contact_person_number: values.contact_person_number.trim(),
    latitude: point.lat.toFixed(7),
    longitude: point.lng.toFixed(7),
    additional_information: optional(values.additional_information),
    road: optional(values.road),
    house: optional(values.house),
    floor: optional(values.floor),
  };
}

/** The point of a stored address, or null when its coordinates do not read as numbers. */
export function pointOf(address: Pick<Address, 'latitude' | 'longitude'>): { lat: number; lng: number } | null {
  const lat = Number(address.latitude);
  const lng = Number(address.longitude);
  return Number.isFinite(lat) && Number.isFinite(lng) ? { lat, lng } : null;
}
