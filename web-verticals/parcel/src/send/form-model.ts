import type { VerticalPoint } from '@storefront/sdk';
import type { ChargePayer, ParcelPlace, ParcelPlaceBody, QuoteInput } from '../types';

/** One side of the form (sender or receiver) as the form holds it. */
export interface PlaceDraft {
  point: VerticalPoint;
  address: string;
  contact_person_name: string;
  contact_person_number: string;
  road?: string;
  house?: string;
  floor?: string;
}

/** The send form's values. */
export interface SendDraft {
  category_id?: number;
  sender: PlaceDraft;
  receiver: PlaceDraft;
  charge_payer: ChargePayer;
  payment_method: 'cash_on_delivery';
  parcel_note?: string;
}

/** The server's phone rule: 4 to 20 digits with an optional leading +. */
export const PHONE = /^\+?\d{4,20}$/;
export const MAX = { address: 255, name: 100, number: 30, part: 100, note: 500 } as const;

/** SPEC.md's phone input: non-digits dropped, a leading + kept. */
export function phoneInput(raw: string): string {
  const digits = raw.replace(/\D/g, '');
  return raw.trimStart().startsWith('+') ? `+${digits}` : digits;
}

/** An empty side, its pin at `start`. */
export function emptyPlace(start: VerticalPoint): PlaceDraft {
  return { point: start, address: '', contact_person_name: '', contact_person_number: '' };
}

const optional = (text: string | undefined) => (text?.trim() ? text.trim() : null);

/** A side as the API takes it. */
export function placeOf(draft: PlaceDraft): ParcelPlace {
  return {
    address: draft.address.trim(),
    latitude: draft.point.lat,
    longitude: draft.point.lng,
    contact_person_name: draft.contact_person_name.trim(),
    contact_person_number: draft.contact_person_number,
    road: optional(draft.road),
    house: optional(draft.house),
    floor: optional(draft.floor),
  };
}

/** What the quote needs, once a category and both addresses are there; else null (nothing to ask). */
export function quoteInput(draft: Partial<SendDraft> | undefined): QuoteInput | null {
  if (!draft?.category_id || !draft.sender?.address?.trim() || !draft.receiver?.address?.trim()) return null;
  // The quote reads the points only, so the charge shows before the contact details are typed.
  const point = ({ point }: PlaceDraft) => ({ latitude: point.lat, longitude: point.lng });
  return { category_id: draft.category_id, sender: point(draft.sender), receiver: point(draft.receiver) };
}

/** The place body of a complete form. */
export function placeBody(draft: SendDraft & { category_id: number }): ParcelPlaceBody {
  const note = draft.parcel_note?.trim();
  return {
    category_id: draft.category_id,
    sender: placeOf(draft.sender),
    receiver: placeOf(draft.receiver),
    charge_payer: draft.charge_payer,
    payment_method: 'cash_on_delivery',
    ...(note ? { parcel_note: note } : {}),
  };
}
