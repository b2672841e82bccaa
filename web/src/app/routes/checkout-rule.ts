import { failedRule } from '@/features/account';

/** SPEC.md section 2's checkout pages. */
export type CheckoutPage = 'cart' | 'buy_now' | 'campaign' | 'prescription';

/**
 * Who may open a checkout page: a campaign needs a chosen zone and a customer (Order Now is for
 * logged-in customers); the cart, Buy Now and a prescription order need a customer unless guest checkout is on.
 */
export function checkoutRule(
  page: CheckoutPage,
  visitor: { loggedIn: boolean; hasZone: boolean },
  guestCheckout: boolean,
): 'login' | 'zone' | null {
  if (page === 'campaign') return failedRule('zone', visitor) ?? failedRule('login', visitor);
  return guestCheckout ? null : failedRule('login', visitor);
}
