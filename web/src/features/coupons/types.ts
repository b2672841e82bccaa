import type { Schemas } from '@/shared/api/types';

/** A coupon as GET /api/v1/coupon/list and /coupon/list/all answer it (amounts in currency units, as the server gives them). */
export type Coupon = Schemas['CouponAnswer'];
