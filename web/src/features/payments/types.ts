import type { Schemas } from '@/shared/api/types';

/**
 * GET and POST /api/v1/payments/demo/{token}: a payment on the demo gateway, what it pays for (`purpose`:
 * "order" or "add_fund"), where it stands (`status`) and where the storefront goes next (`return_url`).
 */
export type DemoPayment = Schemas['DemoPaymentAnswer'];

/**
 * GET /api/v1/payments/stripe/{token}: a payment on Stripe, with what Stripe.js needs to take the card on our
 * page: `publishable_key`, `client_secret` (null once the payment is no longer pending: nothing to confirm)
 * and `stripe_js_url`, where Stripe.js is loaded from (Stripe's own, or the test server's fake).
 */
export type StripePayment = Schemas['StripePaymentAnswer'];

/** What every payment page shows of its payment: how much, and what it pays for. */
export type PaymentFacts = Pick<DemoPayment, 'amount' | 'purpose' | 'order_id'>;

/** What the shopper makes the demo payment do. */
export type DemoOutcome = Schemas['DemoOutcome']['outcome'];

/** How a settled demo payment ended (the contract's statuses other than "pending"). */
export const SETTLED_STATUSES = ['succeeded', 'declined', 'abandoned', 'expired'] as const;
export type SettledStatus = (typeof SETTLED_STATUSES)[number];

/** The payment's status when it is one the page can say in words, else null. */
export function settledStatus(status: string): SettledStatus | null {
  return SETTLED_STATUSES.find((known) => known === status) ?? null;
}
