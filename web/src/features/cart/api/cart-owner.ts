import { readStored } from '@/shared/storage/local-storage';
import { STORAGE_KEYS } from '@/shared/storage/keys';

/** Whose cart a call is about: the logged-in customer (token), or a guest by its id. */
export type CartOwner = { kind: 'customer' } | { kind: 'guest'; guestId: string };

/** The owner from a token and a guest id; null when neither exists (an empty cart, nothing to ask). */
export function cartOwner(token: string | null, guestId: string | null): CartOwner | null {
  if (token) return { kind: 'customer' };
  return guestId ? { kind: 'guest', guestId } : null;
}

/** The owner as it is stored right now (for calls made outside React). */
export function storedCartOwner(): CartOwner | null {
  const token = readStored(STORAGE_KEYS.token);
  const guestId = readStored(STORAGE_KEYS.guestId);
  return cartOwner(typeof token === 'string' ? token : null, typeof guestId === 'string' ? guestId : null);
}

/** The owner's part of a cart's swr key. */
export function ownerKey(owner: CartOwner): string {
  return owner.kind === 'customer' ? 'customer' : `guest:${owner.guestId}`;
}

/** The guest_id a guest's call carries (query or body); none for a customer, whose token says who. */
export function guestIdOf(owner: CartOwner): string | undefined {
  return owner.kind === 'guest' ? owner.guestId : undefined;
}
