import type { Schemas } from '@/shared/api/types';

/** A favourite item: the catalogue's item card object, as the wishlist answer carries it. */
export type WishlistItem = Schemas['Item'];
/** A favourite store: the catalogue's store card object. */
export type WishlistStore = Schemas['Store'];

/** GET /api/v1/customer/wish-list: the customer's favourite items and stores of one module. */
export type Wishlist = Schemas['WishlistAnswer'];

/** The server's answer to a change: its message ('Successfully added!', 'Successfully removed!'). */
export type WishlistChangeAnswer = Schemas['WishDone'];

/** What a wishlist call is about: an item or a store, with what the lists show of it. */
export type WishlistTarget = { kind: 'item'; item: WishlistItem } | { kind: 'store'; store: WishlistStore };
