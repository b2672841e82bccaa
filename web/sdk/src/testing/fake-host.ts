import { vi } from 'vitest';
import type { MarketplaceClock } from '../marketplace-time';
import type { VerticalHost, VerticalOwner } from '../vertical';

/** One call a vertical made through its host, as a fake server receives it. */
export interface Call {
  path: string;
  method: string;
  query?: Readonly<Record<string, string | number | undefined>>;
  body?: unknown;
  headers?: Readonly<Record<string, string>>;
}

/**
 * Where the fake host says the shopper is, how it writes a price and, for a bundle that reads them,
 * the server's clock and the marketplace's time zone (each bundle's tests choose theirs).
 */
export interface FakeHostOptions {
  location: NonNullable<ReturnType<VerticalHost['location']>>;
  formatPrice: (amount: number) => string;
  /** The server's clock (GET /api/v1/config/clock): without it, asking for the clock fails the test. */
  clock?: MarketplaceClock;
}

/**
 * A VerticalHost over a scripted server: each call is recorded and answered by `answer` (a thrown Error
 * is a refusal with the server's message, as the storefront's client rejects). Without an owner, a first
 * write is given the guest `guest-new`, as the storefront issues one.
 */
export function fakeHost(
  answer: (call: Call) => unknown,
  owner: VerticalOwner | null,
  { location, formatPrice, clock }: FakeHostOptions,
): { host: VerticalHost; calls: Call[] } {
  const calls: Call[] = [];
  const host: VerticalHost = {
    request: vi.fn(async (path: string, options = {}) => {
      const call = { path, method: options.method ?? 'GET', query: options.query, body: options.body, headers: options.headers };
      calls.push(call);
      return answer(call) as never;
    }) as VerticalHost['request'],
    owner: () => owner,
    ensureOwner: async () => owner ?? { kind: 'guest', guestId: 'guest-new' },
    location: () => location,
    formatPrice,
    marketplaceClock: async () => {
      if (!clock) throw new Error('The fake host has no clock: pass `clock` to fakeHost.');
      return clock;
    },
    // The marketplace's date and time as the storefront writes them (English), in the clock's zone.
    formatDateTime: (instant) =>
      new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: clock?.timeZone ?? 'UTC' }).format(new Date(instant)),
    // The storefront's keys (web/src/shared/api/swr-keys.ts): each is the path `request` answers.
    keys: { profile: () => '/api/v1/customer/info' },
  };
  return { host, calls };
}
