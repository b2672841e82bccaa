/** The rental trip cart's answer shapes (the server's TripCart, TripLine, TripData: OpenAPI document). */
export type RentalType = 'hourly' | 'day_wise' | 'distance_wise';

export interface TripPlace {
  address: string;
  lat: number;
  lng: number;
}

export interface TripData {
  pickup_location: TripPlace;
  destination_location: TripPlace | null;
  /** ISO date and time, in UTC. */
  pickup_time: string;
  rental_type: RentalType;
  estimated_hours: number | null;
  estimated_days: number | null;
  distance_km: number | null;
}

export interface TripLine {
  id: number;
  vehicle_id: number;
  quantity: number;
  /** The line's fare (unit_fare × quantity), computed by the server. */
  price: number;
  unit_fare: number;
  vehicle: { id: number; name: string; image_full_url: string | null; store_id: number; store_name: string };
}

export interface TripCart {
  carts: TripLine[];
  user_data: TripData | null;
  subtotal: number;
  provider: { id: number; name: string; zone_id: number } | null;
  /** The provider's tax on the fares (already in them when `tax_included`), and what a booking charges. */
  tax: number;
  tax_included: boolean;
  total: number;
}

/** POST /api/v1/rental/user/cart/add, without the guest id the call adds. */
export interface TripAdd {
  vehicle_id: number;
  quantity: number;
  pickup_time: string;
  rental_type: RentalType;
  estimated_hours?: number;
  estimated_days?: number;
  pickup_location: TripPlace;
  destination_location?: TripPlace;
}

export const EMPTY_TRIP_CART: TripCart = { carts: [], user_data: null, subtotal: 0, provider: null, tax: 0, tax_included: false, total: 0 };
