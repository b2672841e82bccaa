import { apiFetch } from '@/shared/api/client';
import type { OrderPaymentBody, PaymentLink } from '@/features/orders/types';

/** POST /api/v1/customer/order/payment: where to pay an order again (409 when it is paid or canceled meanwhile). */
export function payOrder(body: OrderPaymentBody): Promise<PaymentLink> {
  return apiFetch<PaymentLink>('/api/v1/customer/order/payment', { method: 'POST', body });
}
