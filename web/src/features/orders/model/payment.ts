import type { Order, PaymentStatus } from '@/features/orders/types';

const STATUSES: readonly PaymentStatus[] = ['unpaid', 'paid', 'partially_paid', 'failed'];

/** The order's payment status as the contract names it (an unknown one reads as unpaid: never as paid). */
export function paymentStatusOf(order: Pick<Order, 'payment_status'>): PaymentStatus {
  return STATUSES.find((status) => status === order.payment_status) ?? 'unpaid';
}

/**
 * An order the shopper can pay online again: paid digitally and still unpaid or failed, or a partial
 * payment whose online rest failed; never a canceled one (the server refuses it with a 409 anyway).
 */
export function canPayAgain(order: Pick<Order, 'order_status' | 'payment_method' | 'payment_status'>): boolean {
  if (order.order_status === 'canceled') return false;
  const status = paymentStatusOf(order);
  if (order.payment_method === 'digital_payment') return status === 'unpaid' || status === 'failed';
  return order.payment_method === 'partial_payment' && status === 'failed';
}
