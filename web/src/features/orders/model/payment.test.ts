import { describe, expect, it } from 'vitest';
import { canPayAgain, paymentStatusOf } from '@/features/orders/model/payment';

const order = (payment_method: string, payment_status: string, order_status = 'pending') => ({ payment_method, payment_status, order_status });

describe('an order’s payment', () => {
  it('reads an unknown status as unpaid, never as paid', () => {
    expect(paymentStatusOf({ payment_status: 'partially_paid' })).toBe('partially_paid');
    expect(paymentStatusOf({ payment_status: 'pending' })).toBe('unpaid');
  });

  it('can be paid again online while a digital payment is unpaid or failed, never once canceled', () => {
    expect(canPayAgain(order('digital_payment', 'unpaid'))).toBe(true);
    expect(canPayAgain(order('digital_payment', 'failed'))).toBe(true);
    expect(canPayAgain(order('digital_payment', 'paid'))).toBe(false);
    expect(canPayAgain(order('digital_payment', 'failed', 'canceled'))).toBe(false);
    expect(canPayAgain(order('partial_payment', 'failed'))).toBe(true);
    expect(canPayAgain(order('partial_payment', 'partially_paid'))).toBe(false);
    expect(canPayAgain(order('cash_on_delivery', 'unpaid'))).toBe(false);
  });
});
