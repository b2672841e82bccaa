import type { GatewayName } from '@/shared/api/money-config';
import type { Schemas } from '@/shared/api/types';

/** How an order is paid. */
export type PaymentMethod = Schemas['QuoteBody']['payment_method'];

/** How the rest of a partial payment is paid (the wallet pays what it holds). */
export type PartialRest = Schemas['QuoteBody']['partial_rest'];

/**
 * The payment part of a quote or place body. The generated bodies mark `partial_rest` required (it has a
 * server default); here it is left out unless the payment is partial, the server's default applying.
 */
export interface PaymentFields {
  payment_method: PaymentMethod;
  /** For a digital payment, and for a partial payment whose rest is paid digitally. */
  payment_gateway?: GatewayName | null;
  /** For a partial payment; cash on delivery when left out. */
  partial_rest?: PartialRest;
}

type PaymentKeys = 'payment_method' | 'payment_gateway' | 'partial_rest' | 'payment_status';

/** POST /api/v1/customer/order/quote: what the order will cost, priced by the server. */
export type Quote = Schemas['QuoteAnswer'];
/** A client never sends `payment_status` (the server refuses it): it is not part of the body here. */
export type QuoteBody = Omit<Schemas['QuoteBody'], PaymentKeys> & PaymentFields;

/** POST /api/v1/customer/order/place and its answer (`payment_url`: where to pay what is left online, or null). */
export type PlaceBody = Omit<Schemas['PlaceBody'], PaymentKeys> & PaymentFields;
export type Placed = Schemas['PlacedAnswer'];

/** GET /api/v1/coupon/apply's answer. */
export type Coupon = Schemas['CouponAnswer'];
