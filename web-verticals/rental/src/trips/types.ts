/** Booked trips' shapes (the server's Trip, TripPage, Booked: OpenAPI document). */
import type { RentalType, TripPlace } from '../trip/types';

export type TripStatus = 'pending' | 'confirmed' | 'ongoing' | 'completed' | 'canceled';

/** The statuses a trip goes through, in order (canceled ends it early). */
export const TRIP_STEPS: readonly TripStatus[] = ['pending', 'confirmed', 'ongoing', 'completed'];

/** Statuses a trip can still be canceled in (the server decides; this only offers the button). */
export const CANCELABLE: readonly TripStatus[] = ['pending', 'confirmed'];

export interface BookedLine {
  vehicle_id: number;
  vehicle_name: string;
  image_full_url: string | null;
  quantity: number;
  unit_fare: number;
  price: number;
}

export interface Trip {
  id: number;
  trip_status: TripStatus;
  payment_method: string;
  payment_status: 'unpaid';
  provider: { id: number; name: string };
  module_id: number;
  created_at: string;
  pickup_time: string;
  rental_type: RentalType;
  estimated_hours: number | null;
  estimated_days: number | null;
  distance_km: number | null;
  pickup_location: TripPlace;
  destination_location: TripPlace | null;
  contact: { name: string; number: string; email: string | null };
  subtotal: number;
  /** The provider's tax on the fares, in `total_amount` unless the prices included it. */
  tax: number;
  total_amount: number;
  lines: BookedLine[];
  status_history: { status: TripStatus; at: string }[];
  cancellation_reason: string | null;
  trip_note: string | null;
}

export interface TripPage {
  total_size: number;
  limit: number;
  offset: number;
  trips: Trip[];
}

export interface Booked {
  message: string;
  trip_id: number;
  total_amount: number;
}

/** How a guest reaches a trip: its guest id and the contact number given with the trip. */
export interface GuestPass {
  guest_id: string;
  contact_number: string;
}

/** POST /trip/place, without the guest id the call adds. */
export interface TripBooking {
  contact_person_name: string;
  contact_person_number: string;
  contact_person_email?: string;
  payment_method: 'cash_on_delivery';
  trip_note?: string;
}
