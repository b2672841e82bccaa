import { instantOfWallText, wallText, type MarketplaceClock } from '@storefront/sdk';
import type { RentalType, TripAdd, TripPlace } from './types';

/** The rate each rental type needs in a vehicle's `extra` (the server's VehicleRates). */
const RATE_OF: Record<RentalType, string> = { hourly: 'hourly_price', day_wise: 'daily_price', distance_wise: 'distance_price' };
export const RENTAL_TYPES: readonly RentalType[] = ['hourly', 'day_wise', 'distance_wise'];

/** The README's limits of a trip cart request, so the form refuses what the server would. */
export const LIMITS = { quantity: 10, hours: 720, days: 30, pickupDaysAhead: 30 } as const;

/** The rental types a vehicle offers: those whose rate its `extra` carries as a positive number. */
export function offeredTypes(extra: Readonly<Record<string, unknown>>): RentalType[] {
  return RENTAL_TYPES.filter((type) => {
    const rate = Number(extra[RATE_OF[type]]);
    return extra[RATE_OF[type]] !== null && extra[RATE_OF[type]] !== undefined && Number.isFinite(rate) && rate > 0;
  });
}

/** What the trip form holds. */
export interface TripFormValues {
  rentalType: RentalType;
  pickup: TripPlace | null;
  destination: TripPlace | null;
  /**
   * The pickup time as the datetime-local input gives it: a wall time of the marketplace's time zone
   * ("2026-12-01T10:00"), not the device's. Null until the shopper changes it (the form's offer stands).
   */
  pickupTime: string | null;
  duration: number;
  quantity: number;
}

const HOUR = 60 * 60 * 1000;

/**
 * The pickup times the form offers, on the marketplace's wall clock from the server's now: from now
 * up to the days ahead the server takes, an hour from now first.
 */
export function pickupChoice(clock: MarketplaceClock): { initial: string; min: string; max: string } {
  const now = clock.now.getTime();
  return {
    initial: wallText(new Date(now + HOUR), clock.timeZone),
    min: wallText(clock.now, clock.timeZone),
    max: wallText(new Date(now + LIMITS.pickupDaysAhead * 24 * HOUR), clock.timeZone),
  };
}

/**
 * The body of the add call, or the name of the first missing field. `pickupTime` is read on
 * `timeZone`'s wall clock (the marketplace's) and sent as its instant in UTC.
 */
export function tripBody(
  vehicleId: number,
  values: TripFormValues & { pickupTime: string },
  timeZone: string,
): TripAdd | { missing: 'pickup' | 'destination' | 'pickupTime' } {
  if (!values.pickup) return { missing: 'pickup' };
  const when = instantOfWallText(values.pickupTime, timeZone);
  if (!when) return { missing: 'pickupTime' };
  const body: TripAdd = {
    vehicle_id: vehicleId,
    quantity: values.quantity,
    pickup_time: when.toISOString(),
    rental_type: values.rentalType,
    pickup_location: values.pickup,
  };
  if (values.rentalType === 'hourly') body.estimated_hours = values.duration;
  if (values.rentalType === 'day_wise') body.estimated_days = values.duration;
  if (values.rentalType === 'distance_wise') {
    if (!values.destination) return { missing: 'destination' };
    body.destination_location = values.destination;
  }
  return body;
}
