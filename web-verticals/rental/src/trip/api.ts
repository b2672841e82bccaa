import type { VerticalHost, VerticalOwner } from '@storefront/sdk';
import { useMemo } from 'react';
import useSWR, { mutate, useSWRConfig } from 'swr';
import { EMPTY_TRIP_CART, type TripAdd, type TripCart } from './types';

const BASE = '/api/v1/rental/user/cart';

/** The guest id a call carries: a guest's, none for a customer (the token says who). */
const guestOf = (owner: VerticalOwner) => (owner.kind === 'guest' ? owner.guestId : undefined);

/** The swr key of an owner's trip cart: the drawer, the header count and the trip form share it. */
export function tripCartKey(owner: VerticalOwner | null): readonly [string, string] | null {
  return owner ? ['rental-trip-cart', owner.kind === 'guest' ? `guest:${owner.guestId}` : 'customer'] : null;
}

/** GET get-cart: the owner's trip cart (empty for a shopper who is nobody yet). */
export function getTripCart(host: VerticalHost, owner: VerticalOwner | null): Promise<TripCart> {
  if (!owner) return Promise.resolve(EMPTY_TRIP_CART);
  return host.request<TripCart>(`${BASE}/get-cart`, { query: { guest_id: guestOf(owner) } });
}

/** The shopper's trip cart, kept fresh across the components that show it. */
export function useTripCart(host: VerticalHost) {
  const owner = host.owner();
  return useSWR(tripCartKey(owner), () => getTripCart(host, owner));
}

type Mutate = typeof mutate;

/**
 * The trip cart's writes for `host`'s owner; each answer (the whole trip cart) goes into the swr
 * cache `update` writes (a component's own, from useSWRConfig; the app's default elsewhere).
 */
export function tripActions(host: VerticalHost, update: Mutate = mutate) {
  const write = async (call: (owner: VerticalOwner) => Promise<TripCart>) => {
    const owner = await host.ensureOwner();
    const cart = await call(owner);
    await update(tripCartKey(owner), cart, { revalidate: false });
    return cart;
  };
  return {
    /** Add a vehicle with the trip's data (which replace the cart's). */
    add: (body: TripAdd) => write((owner) => host.request<TripCart>(`${BASE}/add`, { method: 'POST', body: { ...body, guest_id: guestOf(owner) } })),
    /** Set a line's quantity. */
    update: (cartId: number, quantity: number) =>
      write((owner) => host.request<TripCart>(`${BASE}/update`, { method: 'PUT', body: { cart_id: cartId, quantity, guest_id: guestOf(owner) } })),
    /** Remove a vehicle (the last one takes the trip data with it). */
    remove: (vehicleId: number) =>
      write((owner) => host.request<TripCart>(`${BASE}/remove`, { method: 'DELETE', body: { vehicle_id: vehicleId, guest_id: guestOf(owner) } })),
    /** Empty the trip cart. */
    clear: () => write((owner) => host.request<TripCart>(`${BASE}/clear`, { method: 'DELETE', query: { guest_id: guestOf(owner) } })),
  };
}

/** The trip cart's writes, answering into the swr cache of the component that calls them. */
export function useTripActions(host: VerticalHost) {
  const { mutate: update } = useSWRConfig();
  return useMemo(() => tripActions(host, update), [host, update]);
}
