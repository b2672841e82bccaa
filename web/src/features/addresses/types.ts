import type { Schemas } from '@/shared/api/types';

/** A saved address as the server answers it. */
export type Address = Schemas['Address'];

/** What adding or changing an address sends. */
export type AddressBody = Schemas['AddressRequest'];

/** GET /api/v1/customer/address/list */
export type AddressList = Schemas['AddressList'];

/** The answer to an add or an update: its message and the stored address. */
export type AddressSaved = Schemas['AddressSaved'];

/** The answer to a deletion: its message. */
export type AddressDeleted = Schemas['Done'];
