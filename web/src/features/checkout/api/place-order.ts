import { apiFetch } from '@/shared/api/client';
import type { PlaceBody, Placed } from '@/features/checkout/types';

/**
 * POST /api/v1/customer/order/place with the attempt's Idempotency-Key: sent twice, it answers the
 * same order, never a second one.
 */
export function placeOrder(body: PlaceBody, moduleId: number, idempotencyKey: string): Promise<Placed> {
  return apiFetch<Placed>('/api/v1/customer/order/place', {
    method: 'POST',
    body,
    headers: { moduleId: String(moduleId), 'Idempotency-Key': idempotencyKey },
  });
}
