import type { VerticalHost, VerticalOwner } from '@storefront/sdk';
import { vi } from 'vitest';
import type { TripCart } from '../src/trip/types';

export interface Call {
  path: string;
  method: string;
  query?: Readonly<Record<string, string | number | undefined>>;
  body?: unknown;
  headers?: Readonly<Record<string, string>>;
}

/**
 * A VerticalHost over a scripted server: each call is recorded and answered by `answer` (a thrown
 * Error is a refusal with the server's message, as the storefront's client rejects).
 */
export function fakeHost(answer: (call: Call) => unknown, owner: VerticalOwner | null = { kind: 'guest', guestId: 'guest-1' }) {
  const calls: Call[] = [];
  const host: VerticalHost = {
    request: vi.fn(async (path: string, options = {}) => {
      const call = { path, method: options.method ?? 'GET', query: options.query, body: options.body, headers: options.headers };
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

/** The stories' trip cart: two vehicles of one provider, hourly, with the server's fares. */
export { STORY_TRIP as TRIP } from '../src/trip/story-host';

export const EMPTY: TripCart = { carts: [], user_data: null, subtotal: 0, provider: null };
