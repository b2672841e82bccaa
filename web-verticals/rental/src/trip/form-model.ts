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
  /** The pickup time as the datetime-local input gives it, in the shopper's time zone. */
  pickupTime: string;
  duration: number;
  quantity: number;
}

/** The datetime-local value of `date` in the shopper's time zone (minutes). */
export function localInputValue(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The body of the add call, or the name of the first missing field. */
export function tripBody(vehicleId: number, values: TripFormValues): TripAdd | { missing: 'pickup' | 'destination' | 'pickupTime' } {
  if (!values.pickup) return { missing: 'pickup' };
  const when = new Date(values.pickupTime);
  if (!values.pickupTime || Number.isNaN(when.getTime())) return { missing: 'pickupTime' };
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
