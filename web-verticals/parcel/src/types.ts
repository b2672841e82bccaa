/** The parcel API's shapes (the server's `verticals/parcel/wire.py`). */

export interface ParcelCategory {
  id: number;
  name: string;
  description: string;
  image_full_url: string | null;
  per_km_charge: number;
  minimum_charge: number;
}

/** A sender's or receiver's address and who to ask for there, as the API takes it. */
export interface ParcelPlace {
  address: string;
  latitude: number;
  longitude: number;
  contact_person_name: string;
  contact_person_number: string;
  road?: string | null;
  house?: string | null;
  floor?: string | null;
}

/** What a quote reads: the category and where the two places are. */
export interface QuoteInput {
  category_id: number;
  sender: { latitude: number; longitude: number };
  receiver: { latitude: number; longitude: number };
}

export interface ParcelQuote {
  distance_km: number;
  delivery_fee: number;
  total: number;
}

export type ChargePayer = 'sender' | 'receiver';

export interface ParcelPlaceBody {
  category_id: number;
  sender: ParcelPlace;
  receiver: ParcelPlace;
  charge_payer: ChargePayer;
  payment_method: 'cash_on_delivery';
  parcel_note?: string;
}

export interface PlacedParcel {
  message: string;
  parcel_id: number;
  tracking_code: string;
  total_amount: number;
}

/** One page of the signed-in customer's parcels, newest first (`offset` is the page, from 1). */
export interface ParcelPage {
  total_size: number;
  limit: number;
  offset: number;
  parcels: TrackedParcel[];
}

export type ParcelStatus = 'pending' | 'confirmed' | 'picked_up' | 'delivered' | 'canceled';

export interface TrackedParcel {
  id: number;
  tracking_code: string;
  category: ParcelCategory | null;
  sender: ParcelPlace;
  receiver: ParcelPlace;
  charge_payer: ChargePayer;
  payment_method: string;
  parcel_note: string | null;
  distance_km: number;
  delivery_fee: number;
  total_amount: number;
  status: ParcelStatus;
  created_at: string;
  status_history: { status: ParcelStatus; at: string }[];
}
