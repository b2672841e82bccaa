import type { VerticalHost } from '@storefront/sdk';
import type { TripCart } from './types';

/** A trip cart as stories show it: two vehicles of one provider, hourly, with the server's fares. */
export const STORY_TRIP: TripCart = {
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
  tax: 24,
  tax_included: false,
  total: 144,
  provider: { id: 3, name: 'Rides', zone_id: 2 },
};

/** A vehicle with an hourly and a daily rate. */
export const STORY_VEHICLE = { id: 5, name: 'City Sedan', module_id: 6, store_id: 3, extra: { hourly_price: 15, daily_price: 100, distance_price: 2 } };

/** The stories' marketplace time zone: the default MARKETPLACE_TIME_ZONE. */
const STORY_TIME_ZONE = 'Europe/Paris';

/** A moment as the storefront's host writes it: on the marketplace's clock, in the page's language. */
export function storyDateTime(instant: string | Date): string {
  const format = new Intl.DateTimeFormat(document.documentElement.lang || undefined, { dateStyle: 'medium', timeStyle: 'short', timeZone: STORY_TIME_ZONE });
  return format.format(new Date(instant));
}

/**
 * A VerticalHost for stories: every call answers `cart` (or refuses with `refusal`), after a short wait;
 * the server's clock is the story's now, in Paris.
 */
export function storyHost(cart: TripCart, guestId: string, refusal?: string): VerticalHost {
  return {
    request: async <T,>() => {
      await new Promise((resolve) => setTimeout(resolve, 200));
      if (refusal) throw new Error(refusal);
      return cart as T;
    },
    owner: () => ({ kind: 'guest', guestId }),
    ensureOwner: async () => ({ kind: 'guest', guestId }),
    location: () => ({ address: 'Main Street 1', lat: 23.8, lng: 90.4, zoneIds: [2] }),
    formatPrice: (amount) => `$${amount.toFixed(2)}`,
    marketplaceClock: async () => ({ now: new Date(), timeZone: STORY_TIME_ZONE }),
    formatDateTime: storyDateTime,
    keys: { profile: () => '/api/v1/customer/info' },
  };
}
