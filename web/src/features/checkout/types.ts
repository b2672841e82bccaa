import type { Schemas } from '@/shared/api/types';

/** POST /api/v1/customer/order/quote: what the order will cost, priced by the server. */
export type Quote = Schemas['QuoteAnswer'];
export type QuoteBody = Schemas['QuoteBody'];

/** POST /api/v1/customer/order/place and its answer. */
export type PlaceBody = Schemas['PlaceBody'];
export type Placed = Schemas['PlacedAnswer'];

/** GET /api/v1/coupon/apply's answer. */
export type Coupon = Schemas['CouponAnswer'];
