import { apiFetch } from '@/shared/api/client';
import type { Coupon } from '@/features/checkout/types';

/** GET /api/v1/coupon/apply: the coupon when it is valid for that store (refusals carry the server's message). */
export function applyCoupon(code: string, storeId: number, moduleId: number): Promise<Coupon> {
  return apiFetch<Coupon>('/api/v1/coupon/apply', {
    query: { code, store_id: storeId },
    headers: { moduleId: String(moduleId) },
  });
}
