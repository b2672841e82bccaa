import type { Trip } from './types';

/** A booked trip as stories and tests show it: two vehicles of one provider, hourly, pending. */
export const STORY_BOOKED: Trip = {
  id: 41,
  trip_status: 'pending',
  payment_method: 'cash_on_delivery',
  payment_status: 'unpaid',
  provider: { id: 3, name: 'Rides' },
  module_id: 6,
  created_at: '2026-11-30T08:00:00Z',
  pickup_time: '2026-12-01T10:00:00Z',
  rental_type: 'hourly',
  estimated_hours: 3,
  estimated_days: null,
  distance_km: null,
  pickup_location: { address: 'Main Street 1', lat: 23.8, lng: 90.4 },
  destination_location: null,
  contact: { name: 'Ada Traveller', number: '+33612345678', email: null },
  subtotal: 120,
  tax: 24,
  total_amount: 144,
  lines: [
    { vehicle_id: 5, vehicle_name: 'City Sedan', image_full_url: null, quantity: 2, unit_fare: 45, price: 90 },
    { vehicle_id: 6, vehicle_name: 'Scooter', image_full_url: null, quantity: 1, unit_fare: 30, price: 30 },
  ],
  status_history: [{ status: 'pending', at: '2026-11-30T08:00:00Z' }],
  cancellation_reason: null,
  trip_note: 'Child seat, please.',
};

/** The same trip after the shopper canceled it. */
export const STORY_CANCELED: Trip = {
  ...STORY_BOOKED,
  id: 42,
  trip_status: 'canceled',
  status_history: [...STORY_BOOKED.status_history, { status: 'canceled', at: '2026-11-30T08:30:00Z' }],
  cancellation_reason: 'Plans changed',
};

/** A trip under way: too late to cancel. */
export const STORY_ONGOING: Trip = {
  ...STORY_BOOKED,
  id: 43,
  trip_status: 'ongoing',
  rental_type: 'distance_wise',
  estimated_hours: null,
  distance_km: 14.2,
  destination_location: { address: 'Orly airport', lat: 48.73, lng: 2.37 },
  status_history: [
    { status: 'pending', at: '2026-11-30T08:00:00Z' },
    { status: 'confirmed', at: '2026-11-30T08:10:00Z' },
    { status: 'ongoing', at: '2026-12-01T10:00:00Z' },
  ],
};
