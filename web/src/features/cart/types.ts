import type { CartItem } from '@storefront/sdk';
import type { Schemas } from '@/shared/api/types';

/** An item as the catalogue publishes it; the cart line nests the same shape. */
export type Item = Schemas['Item'];

/** A cart line as every cart call answers it (id, nested item, quantity, options, line total, savings). */
export type CartLine = Schemas['CartLine'];

/** The body of an add call; an update adds `cart_id`. */
export type CartAddBody = Schemas['CartAddBody'];
export type CartUpdateBody = Schemas['CartUpdateBody'];

/** POST /api/v1/auth/guest/request's answer. */
export type GuestAnswer = Schemas['GuestAnswer'];

/** The catalogue's Item seen by the sdk's cart rules (checked here, once, by the compiler). */
export const asCartItem = (item: Item): CartItem => item;
