import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import type { VerticalOwner, VerticalPointChooserProps } from '@storefront/sdk';
import { fakeHost as sdkFakeHost, type Call } from '@storefront/sdk/testing';

export type { Call };

/**
 * The sdk's scripted host (each call recorded and answered by `answer`; a thrown Error is a refusal with
 * the server's message) for a guest in central Paris, prices in euros.
 */
export function fakeHost(answer: (call: Call) => unknown, owner: VerticalOwner | null = { kind: 'guest', guestId: 'guest-1' }) {
  return sdkFakeHost(answer, owner, {
    location: { address: 'Main Street 1', lat: 48.86, lng: 2.34, zoneIds: [1] },
    formatPrice: (amount) => `€${amount.toFixed(2)}`,
  });
}

/** A map stand-in: a button per address that puts the pin there, as the storefront's map reports it. */
export function FakePointChooser({ onChange }: VerticalPointChooserProps) {
  return (
    <div>
      <button type="button" onClick={() => onChange({ point: { lat: 48.8606, lng: 2.3376 }, address: 'Louvre, Paris', pending: false })}>
        pin Louvre
      </button>
      <button type="button" onClick={() => onChange({ point: { lat: 48.8532, lng: 2.3691 }, address: 'Bastille, Paris', pending: false })}>
        pin Bastille
      </button>
    </div>
  );
}

export const CATEGORIES = [
  { id: 1, name: 'Documents', description: 'Letters and papers up to 1 kg.', image_full_url: null, per_km_charge: 0.8, minimum_charge: 4.9 },
  { id: 3, name: 'Large box', description: 'A box up to 30 kg.', image_full_url: null, per_km_charge: 1.8, minimum_charge: 11.9 },
];

export const TRACKED = {
  id: 7,
  tracking_code: 'ABCDEFGH23',
  category: CATEGORIES[1]!,
  sender: { address: 'Louvre, Paris', latitude: 48.8606, longitude: 2.3376, contact_person_name: 'Alice', contact_person_number: '+33612345678', road: null, house: null, floor: null },
  receiver: { address: 'Bastille, Paris', latitude: 48.8532, longitude: 2.3691, contact_person_name: 'Bruno', contact_person_number: '0698765432', road: null, house: null, floor: null },
  charge_payer: 'receiver' as const,
  payment_method: 'cash_on_delivery',
  parcel_note: null,
  distance_km: 2.5,
  delivery_fee: 11.9,
  total_amount: 11.9,
  status: 'picked_up' as const,
  created_at: '2026-11-26T10:00:00Z',
  status_history: [
    { status: 'pending' as const, at: '2026-11-26T10:00:00Z' },
    { status: 'confirmed' as const, at: '2026-11-26T10:05:00Z' },
    { status: 'picked_up' as const, at: '2026-11-26T10:20:00Z' },
  ],
};

/**
 * Each render with a cache of its own: swr keeps answers (and dedupes a request for two seconds) across
 * renders, so one test's quote would otherwise stand in for the next test's refusal on a fast machine.
 */
export const ownCache = {
  wrapper: ({ children }: { children: ReactNode }) => <SWRConfig value={{ provider: () => new Map() }}>{children}</SWRConfig>,
};
