/** Where Proceed To Checkout leads (SPEC.md section 4). */
export type ProceedOutcome = 'guest-prompt' | 'checkout' | 'home' | 'sign-in';

/** The cart's checkout page. */
export const CART_CHECKOUT_PATH = '/checkout?page=cart';

/**
 * SPEC.md section 4, Proceed To Checkout: a guest with items is asked guest-or-login when guest
 * checkout is on; a customer with items goes to checkout; an empty cart goes home; anyone else signs in.
 */
export function proceedOutcome({ hasItems, loggedIn, guestCheckout }: { hasItems: boolean; loggedIn: boolean; guestCheckout: boolean }): ProceedOutcome {
  if (hasItems && !loggedIn && guestCheckout) return 'guest-prompt';
  if (hasItems && loggedIn) return 'checkout';
  if (!hasItems) return 'home';
  return 'sign-in';
}
