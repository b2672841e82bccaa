import type { VerticalOwner } from '@storefront/sdk';
import { fakeHost as sdkFakeHost, type Call } from '@storefront/sdk/testing';
import type { TripCart } from '../src/trip/types';

export type { Call };

/** The server's clock: 09:00 on Tuesday 1 December 2026 in Paris, the marketplace's time zone. */
export const CLOCK = { now: new Date('2026-12-01T09:00:00+01:00'), timeZone: 'Europe/Paris' };

/**
 * The sdk's scripted host (each call recorded and answered by `answer`; a thrown Error is a refusal with
 * the server's message) for a guest in Dhaka, prices in dollars, the server's clock at CLOCK.
 */
export function fakeHost(answer: (call: Call) => unknown, owner: VerticalOwner | null = { kind: 'guest', guestId: 'guest-1' }) {
  return sdkFakeHost(answer, owner, {
    location: { address: 'Main Street 1', lat: 23.8, lng: 90.4, zoneIds: [1] },
    formatPrice: (amount) => `$${amount.toFixed(2)}`,
    clock: CLOCK,
  });
}

/** The stories' trip cart: two vehicles of one provider, hourly, with the server's fares. */
export { STORY_TRIP as TRIP } from '../src/trip/story-host';

export const EMPTY: TripCart = { carts: [], user_data: null, subtotal: 0, provider: null, tax: 0, tax_included: false, total: 0 };
