import type { CartLine } from '@/features/cart/types';

const cents = (amount: number) => Math.round(amount * 100) / 100;

/** The sum of the lines' totals, as the server computed each. */
export function cartSubtotal(lines: readonly Pick<CartLine, 'price'>[]): number {
  return cents(lines.reduce((sum, line) => sum + line.price, 0));
}

/** 'You have Saved': what the items' discounts save over the whole cart. */
export function cartSaved(lines: readonly Pick<CartLine, 'saved'>[]): number {
  return cents(lines.reduce((sum, line) => sum + (line.saved ?? 0), 0));
}
