import { describe, expect, it } from 'vitest';
import { proceedOutcome } from '@/features/cart/model/proceed';

describe('Proceed To Checkout (SPEC.md section 4)', () => {
  it('asks a guest with items guest-or-login when guest checkout is on', () => {
    expect(proceedOutcome({ hasItems: true, loggedIn: false, guestCheckout: true })).toBe('guest-prompt');
  });

  it('sends a customer with items to checkout', () => {
    expect(proceedOutcome({ hasItems: true, loggedIn: true, guestCheckout: false })).toBe('checkout');
  });

  it('sends anyone with no items home', () => {
    expect(proceedOutcome({ hasItems: false, loggedIn: true, guestCheckout: true })).toBe('home');
    expect(proceedOutcome({ hasItems: false, loggedIn: false, guestCheckout: false })).toBe('home');
  });

  it('asks a guest to sign in when guest checkout is off', () => {
    expect(proceedOutcome({ hasItems: true, loggedIn: false, guestCheckout: false })).toBe('sign-in');
  });
});
