import type { Schemas } from '@/shared/api/types';

/**
 * GET and POST /api/v1/payments/demo/{token}: a payment on the demo gateway, what it pays for (`purpose`:
 * "order" or "add_fund"), where it stands (`status`) and where the storefront goes next (`return_url`).
 */
export type DemoPayment = Schemas['DemoPaymentAnswer'];

/** What the shopper makes the demo payment do. */
export type DemoOutcome = Schemas['DemoOutcome']['outcome'];

/** How a settled demo payment ended (the contract's statuses other than "pending"). */
export const SETTLED_STATUSES = ['succeeded', 'declined', 'abandoned', 'expired'] as const;
export type SettledStatus = (typeof SETTLED_STATUSES)[number];

/** The payment's status when it is one the page can say in words, else null. */
export function settledStatus(status: string): SettledStatus | null {
  return SETTLED_STATUSES.find((known) => known === status) ?? null;
}
