import type { VerticalHost, VerticalOwner } from '@storefront/sdk';
import { vi } from 'vitest';
import type { TripCart } from '../src/trip/types';

export interface Call {
  path: string;
  method: string;
  query?: Readonly<Record<string, string | number | undefined>>;
  body?: unknown;
}

/**
 * A VerticalHost over a scripted server: each call is recorded and answered by `answer` (a thrown
 * Error is a refusal with the server's message, as the storefront's client rejects).
 */
export function fakeHost(answer: (call: Call) => unknown, owner: VerticalOwner | null = { kind: 'guest', guestId: 'guest-1' }) {
  const calls: Call[] = [];
  const host: VerticalHost = {
    request: vi.fn(async (path: string, options = {}) => {
      const call = { path, method: options.method ?? 'GET', query: options.query, body: options.body };
      calls.push(call);
      return answer(call) as never;
    }) as VerticalHost['request'],
    owner: () => owner,
    ensureOwner: async () => owner ?? { kind: 'guest', guestId: 'guest-new' },
    location: () => ({ address: 'Main Street 1', lat: 23.8, lng: 90.4, zoneIds: [1] }),
    formatPrice: (amount) => `$${amount.toFixed(2)}`,
  };
  return { host, calls };
}

export const TRIP: TripCart = {
  carts: [
    { id: 11, vehicle_id: 5, quantity: 2, price: 90, unit_fare: 45, vehicle: { id: 5, name: 'City Sedan', image_full_url: null, store_id: 3, store_name: 'Rides' } },
    { id: 12, vehicle_id: 6, quantity: 1, price: 30, unit_fare: 30, vehicle: { id: 6, name: 'Scooter', image_full_url: null, store_id: 3, store_name: 'Rides' } },
  ],
  user_data: {
    pickup_location: { address: 'Main Street 1', lat: 23.8, lng: 90.4 },
    destination_location: null,
    pickup_time: '2026-12-01T10:00:00Z',
    rental_type: 'hourly',
    estimated_hours: 3,
    estimated_days: null,
    distance_km: null,
  },
  subtotal: 120,
  provider: { id: 3, name: 'Rides', zone_id: 2 },
};

export const EMPTY: TripCart = { carts: [], user_data: null, subtotal: 0, provider: null };
