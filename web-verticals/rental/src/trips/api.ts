import type { VerticalHost, VerticalOwner } from '@storefront/sdk';
import useSWR, { mutate } from 'swr';
import { tripCartKey } from '../trip/api';
import { EMPTY_TRIP_CART } from '../trip/types';
import type { Booked, GuestPass, Trip, TripBooking, TripPage } from './types';

const BASE = '/api/v1/rental/trip';
export const TRIPS_PER_PAGE = 10;

/** The swr key of one page of the customer's trips. */
export const tripsKey = (kind: 'running' | 'history', page: number) => ['rental-trips', kind, page] as const;

/** The swr key of one trip as its owner reaches it. */
export const tripKey = (id: number, guest: GuestPass | null) => ['rental-trip', id, guest?.contact_number ?? ''] as const;

/**
 * POST place: book the owner's trip cart. `key` is the attempt's Idempotency-Key, so a repeated click or
 * a retry books one trip. The emptied trip cart goes into the cache at once.
 */
export async function placeTrip(host: VerticalHost, booking: TripBooking, key: string): Promise<Booked> {
  const owner: VerticalOwner = await host.ensureOwner();
  const guest_id = owner.kind === 'guest' ? owner.guestId : undefined;
  const booked = await host.request<Booked>(`${BASE}/place`, { method: 'POST', body: { ...booking, guest_id }, headers: { 'Idempotency-Key': key } });
  await mutate(tripCartKey(owner), EMPTY_TRIP_CART, { revalidate: false });
  return booked;
}

/** One page of the signed-in customer's running or past trips. */
export function useTrips(host: VerticalHost, kind: 'running' | 'history', page: number) {
  return useSWR(tripsKey(kind, page), () =>
    host.request<TripPage>(`${BASE}/list`, { query: { type: kind, offset: page, limit: TRIPS_PER_PAGE } }),
  );
}

/** One trip with its statuses; a guest names it with its contact number. */
export function getTrip(host: VerticalHost, id: number, guest: GuestPass | null): Promise<Trip> {
  return host.request<Trip>(`${BASE}/details`, { query: { trip_id: id, ...(guest ?? {}) } });
}

// A running trip is read again this often, so a status the provider (or the demo dispatcher) moves shows
// without a reload; a completed or canceled trip no longer changes.
export const TRIP_REFRESH_MS = 15_000;
const SETTLED: readonly Trip['trip_status'][] = ['completed', 'canceled'];

export function useTrip(host: VerticalHost, id: number | null, guest: GuestPass | null) {
  return useSWR(id ? tripKey(id, guest) : null, () => getTrip(host, id as number, guest), {
    refreshInterval: (trip?: Trip) => (trip && !SETTLED.includes(trip.trip_status) ? TRIP_REFRESH_MS : 0),
  });
}

/** PUT cancel, with the shopper's reason. */
export function cancelTrip(host: VerticalHost, id: number, reason: string, guest: GuestPass | null) {
  return host.request<{ message: string }>(`${BASE}/cancel`, { method: 'PUT', body: { trip_id: id, reason, ...(guest ?? {}) } });
}

/**
 * The contact number a guest booked a trip with, kept for this browser session so the outcome's link
 * opens the trip without asking for it again (a guest has no trip list).
 */
const GUEST_TRIPS = 'rental-guest-trips';

export function rememberGuestTrip(id: number, contactNumber: string): void {
  try {
    const known = JSON.parse(sessionStorage.getItem(GUEST_TRIPS) ?? '{}') as Record<string, string>;
    sessionStorage.setItem(GUEST_TRIPS, JSON.stringify({ ...known, [id]: contactNumber }));
  } catch {
    // Storage refused (private mode): the trip page then asks for the number.
  }
}

export function rememberedContact(id: number): string | null {
  try {
    return (JSON.parse(sessionStorage.getItem(GUEST_TRIPS) ?? '{}') as Record<string, string>)[id] ?? null;
  } catch {
    return null;
  }
}
