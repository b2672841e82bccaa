import type { Schemas } from '@/shared/api/types';

/**
 * An order as the list and the tracking call answer it (tracking adds its status history), with its
 * `payment_method`, `payment_status`, what the wallet paid of it (`wallet_paid`) and what is still to
 * pay (`left_to_pay`: in cash at the hand-over or online; 0 once paid or canceled).
 */
export type Order = Schemas['OrderAnswer'];

/** Where an order's payment stands (the contract's `payment_status`). */
export type PaymentStatus = 'unpaid' | 'paid' | 'partially_paid' | 'failed';

/** POST /api/v1/customer/order/payment: a new payment of an order still unpaid or failed (a guest adds its pass). */
export type OrderPaymentBody = Schemas['PayBody'];

/** Where the shopper goes to pay. */
export type PaymentLink = Schemas['PaymentUrl'];

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
