/** An item's own discount (SPEC.md sections 3 and 9): a percent of the price, or an amount ("amount" or "fixed"). */
export interface ItemDiscount {
  price: number;
  discount: number;
  discount_type: string;
}

/** The unit price after the item's discount, never below 0, rounded to cents. */
export function discountedPrice({ price, discount, discount_type }: ItemDiscount): number {
  if (!(price > 0) || !(discount > 0)) return Math.max(0, price || 0);
  const off = discount_type === 'percent' ? (price * discount) / 100 : discount;
  return Math.round(Math.max(0, price - Math.min(off, price)) * 100) / 100;
}

/** True when the item sells below its price. */
export function hasDiscount(item: ItemDiscount): boolean {
  return discountedPrice(item) < item.price;
}
