import type { VerticalHost, VerticalOwner } from '@storefront/sdk';
import type { ParcelCategory, ParcelPage, ParcelPlaceBody, ParcelQuote, PlacedParcel, QuoteInput, TrackedParcel } from './types';

const BASE = '/api/v1/parcel';

/** The swr keys of this bundle's answers, in one place (the storefront's own are lent as host.keys). */
export const parcelKeys = {
  categories: () => 'parcel-categories',
  quote: (input: QuoteInput) => ['parcel-quote', JSON.stringify(input)] as const,
  // One page of the customer's parcels; the recent ones (the home's short list) apart.
  list: (page: number) => ['parcel-list', page] as const,
  recent: (count: number) => ['parcel-recent', count] as const,
};

/** The guest id a call carries: a guest's, none for a customer (the token says who). */
const guestOf = (owner: VerticalOwner) => (owner.kind === 'guest' ? owner.guestId : undefined);

/** GET categories, in the shopper's language. */
export const getCategories = (host: VerticalHost) => host.request<ParcelCategory[]>(`${BASE}/categories`);

/** POST quote: the server's distance, fee and total for a category between two places. */
export const getQuote = (host: VerticalHost, body: QuoteInput) =>
  host.request<ParcelQuote>(`${BASE}/quote`, { method: 'POST', body });

/**
 * POST place for the shopper (a guest gets an id first). `key` is the attempt's Idempotency-Key: a
 * retry after a lost answer finds the parcel placed the first time instead of sending a second one.
 */
export async function placeParcel(host: VerticalHost, body: ParcelPlaceBody, key: string): Promise<PlacedParcel> {
  const owner = await host.ensureOwner();
  return host.request<PlacedParcel>(`${BASE}/place`, { method: 'POST', body: { ...body, guest_id: guestOf(owner) }, headers: { 'Idempotency-Key': key } });
}

/** GET list: a page of the signed-in customer's parcels (the token says who). */
export const listParcels = (host: VerticalHost, page: number, limit: number) =>
  host.request<ParcelPage>(`${BASE}/list`, { query: { offset: page, limit } });

/** PUT cancel: the owner's parcel, while it is pending; answers the server's message. */
export async function cancelParcel(host: VerticalHost, parcelId: number): Promise<string> {
  const owner = await host.ensureOwner();
  const answer = await host.request<{ message: string }>(`${BASE}/cancel`, { method: 'PUT', body: { parcel_id: parcelId, guest_id: guestOf(owner) } });
  return answer.message;
}

/** GET track: the parcel of a tracking code, to the sender's or the receiver's number. */
export const trackParcel = (host: VerticalHost, trackingCode: string, contactNumber: string) =>
  host.request<TrackedParcel>(`${BASE}/track`, { query: { tracking_code: trackingCode, contact_number: contactNumber } });
