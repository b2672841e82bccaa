import { apiFetch } from '@/shared/api/client';
import type { appStore } from '@/shared/state/app-store';
import { guestIdAtom, tokenAtom } from '@/shared/state/session';
import { cartOwner, type CartOwner } from '@/features/cart/api/cart-owner';
import type { GuestAnswer } from '@/features/cart/types';

/** POST /api/v1/auth/guest/request: a new guest id. */
export async function requestGuest(): Promise<string> {
  const answer = await apiFetch<GuestAnswer>('/api/v1/auth/guest/request', { method: 'POST' });
  return answer.guest_id;
}

let inFlight: Promise<string> | null = null;

/**
 * The owner a cart change is made for. SPEC.md section 4: without a token and without a stored
 * guest_id, one is requested and stored under "guest_id". It is asked for the first time a guest
 * changes the cart, not on every first visit: reading an empty cart needs no id. Two adds at once
 * share one request.
 */
export async function ensureCartOwner(store: typeof appStore): Promise<CartOwner> {
  const owner = cartOwner(store.get(tokenAtom), store.get(guestIdAtom));
  if (owner) return owner;
  inFlight ??= requestGuest().finally(() => (inFlight = null));
  const guestId = await inFlight;
  store.set(guestIdAtom, guestId);
  return { kind: 'guest', guestId };
}
