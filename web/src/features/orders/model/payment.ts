import type { StatusTone } from '@/shared/ui/status-tag';
import type { Order, PaymentStatus } from '@/features/orders/types';

const STATUSES: readonly PaymentStatus[] = ['unpaid', 'paid', 'partially_paid', 'failed'];

/** The order's payment status as the contract names it (an unknown one reads as unpaid: never as paid). */
export function paymentStatusOf(order: Pick<Order, 'payment_status'>): PaymentStatus {
  return STATUSES.find((status) => status === order.payment_status) ?? 'unpaid';
}

/** How each payment status's tag reads at a glance. */
export const PAYMENT_STATUS_TONES: Record<PaymentStatus, StatusTone> = { paid: 'success', partially_paid: 'processing', unpaid: 'default', failed: 'error' };

/**
 * How what is left to pay of an order is paid: online for a digital payment, and for a partial payment
 * whose rest goes through a gateway (the server holds it unpaid, or failed, until the gateway confirms
 * it); otherwise on delivery (cash, or a partial payment's cash rest, which the server holds as
 * partially paid). The amount itself is the server's `left_to_pay`.
 */
export function leftToPayOnline(order: Pick<Order, 'payment_method' | 'payment_status'>): boolean {
  if (order.payment_method === 'digital_payment') return true;
  return order.payment_method === 'partial_payment' && paymentStatusOf(order) !== 'partially_paid';
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
