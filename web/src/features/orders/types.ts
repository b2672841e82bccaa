import type { Schemas } from '@/shared/api/types';

/** An order as the list and the tracking call answer it (tracking adds its status history). */
export type Order = Schemas['OrderAnswer'];
/** One line of an order (GET /customer/order/details). */
export type OrderLine = Schemas['OrderLineAnswer'];
/** A page of the customer's orders. */
export type OrderPage = Schemas['OrderPage'];
export type RefundReasons = Schemas['RefundReasons'];
export type CancelBody = Schemas['CancelBody'];

/** How a guest reaches an order: the guest id and the contact number given at checkout. */
export interface GuestPass {
  guest_id: string;
  contact_number: string;
}
/** The cancel call's answer: its message. */
export type Canceled = Schemas['Message'];
