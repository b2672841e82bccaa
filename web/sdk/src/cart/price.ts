import type { CartItem, ItemSelection } from './types';

/** An item's own discount (SPEC.md sections 3 and 9): a percent of the price, or an amount ("amount" or "fixed"). */
export interface ItemDiscount {
  price: number;
  discount: number;
  discount_type: string;
}

const cents = (amount: number) => Math.round(amount * 100) / 100;

/** The unit price after the item's discount, never below 0, rounded to cents. */
export function discountedPrice({ price, discount, discount_type }: ItemDiscount): number {
  if (!(price > 0) || !(discount > 0)) return Math.max(0, price || 0);
  const off = discount_type === 'percent' ? (price * discount) / 100 : discount;
  return cents(Math.max(0, price - Math.min(off, price)));
}

/** True when the item sells below its price. */
export function hasDiscount(item: ItemDiscount): boolean {
  return discountedPrice(item) < item.price;
}

/** The variation type the chosen options make: each choice's option, spaces dropped, joined by '-' ("S-Navy"). */
export function variationType(item: Pick<CartItem, 'choice_options'>, selection: Pick<ItemSelection, 'choices'>): string {
  return item.choice_options.map((choice) => (selection.choices[choice.title] ?? '').replace(/\s/g, '')).join('-');
}

/** The item's variation the chosen options name; undefined for an item without variations or an incomplete choice. */
export function chosenVariation(item: Pick<CartItem, 'choice_options' | 'variations'>, selection: Pick<ItemSelection, 'choices'>) {
  if (item.variations.length === 0) return undefined;
  const type = variationType(item, selection);
  return item.variations.find((variation) => variation.type === type);
}

/**
 * One unit as the server prices it: the base price (a chosen variation's price replaces the item's)
 * after the item's discount, plus the chosen food options' optionPrice. Add-ons are not in it.
 */
export function unitPrice(item: CartItem, selection: ItemSelection): number {
  const base = chosenVariation(item, selection)?.price ?? item.price;
  const options = item.food_variations.reduce((sum, group) => {
    const chosen = selection.food[group.name] ?? [];
    return sum + group.values.filter((value) => chosen.includes(value.label)).reduce((s, value) => s + value.optionPrice, 0);
  }, 0);
  return cents(discountedPrice({ price: base, discount: item.discount, discount_type: item.discount_type }) + options);
}

/** The chosen add-ons for one unit: each add-on's price times its quantity. */
export function addOnsPrice(item: Pick<CartItem, 'add_ons'>, selection: Pick<ItemSelection, 'addOns'>): number {
  return cents(item.add_ons.reduce((sum, addOn) => sum + addOn.price * (selection.addOns[addOn.id] ?? 0), 0));
}

/** The line total the server will compute: (unit price + add-ons) × quantity, rounded to cents. */
export function linePrice(item: CartItem, selection: ItemSelection): number {
  return cents((unitPrice(item, selection) + addOnsPrice(item, selection)) * selection.quantity);
}
