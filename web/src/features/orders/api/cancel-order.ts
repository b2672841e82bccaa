import useSWR from 'swr';
import { apiFetch } from '@/shared/api/client';
import { swrKeys } from '@/shared/api/swr-keys';
import type { CancelBody, Canceled, RefundReasons } from '@/features/orders/types';

/** GET /api/v1/customer/order/refund-reasons: the reasons a shopper picks from (translated by the server). */
export function useRefundReasons(enabled: boolean) {
  return useSWR(enabled ? swrKeys.refundReasons() : null, (path: string) => apiFetch<RefundReasons>(path));
}

/** PUT /api/v1/customer/order/cancel: allowed while the order is pending or confirmed (the server decides). */
export function cancelOrder(body: CancelBody): Promise<Canceled> {
  return apiFetch<Canceled>('/api/v1/customer/order/cancel', { method: 'PUT', body });
}
