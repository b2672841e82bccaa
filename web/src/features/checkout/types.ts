import type { Schemas } from '@/shared/api/types';
import type { DirectItem } from '@/shared/state/checkout';

/**
 * Buy Now and Order Now's one line (the contract's `item`), added to the quote and place bodies until
 * the server's schema carries it.
 */
type WithItem = { item?: DirectItem | null };

/** POST /api/v1/customer/order/quote: what the order will cost, priced by the server. */
export type Quote = Schemas['QuoteAnswer'];
export type QuoteBody = Schemas['QuoteBody'] & WithItem;

/** POST /api/v1/customer/order/place and its answer. */
export type PlaceBody = Schemas['PlaceBody'] & WithItem;
export type Placed = Schemas['PlacedAnswer'];

/** GET /api/v1/coupon/apply's answer. */
export type Coupon = Schemas['CouponAnswer'];
