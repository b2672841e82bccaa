import type { CartItem, ItemSelection } from './types';

/**
 * What an item costs, as the server's pricing engine answered it: the list price, the price after the
 * item's own discount (`discounted_price`), and the discount itself (for its badge). The storefront
 * computes no discount: it shows these figures and only adds them up, in whole minor units.
 */
export interface ItemPrices {
  price: number;
  discounted_price: number;
  discount: number;
  discount_type: string;
}

/** Minor units per currency unit: the server's pricing engine answers amounts with two decimals. */
const MINOR_UNITS = 100;
const minor = (amount: number) => Math.round(amount * MINOR_UNITS);
const major = (units: number) => units / MINOR_UNITS;

/** True when the item sells below its price. */
export function hasDiscount(item: Pick<ItemPrices, 'price' | 'discounted_price'>): boolean {
  return item.discounted_price < item.price;
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

function unitMinor(item: CartItem, selection: ItemSelection): number {
  const base = chosenVariation(item, selection)?.discounted_price ?? item.discounted_price;
  const options = item.food_variations.reduce((sum, group) => {
    const chosen = selection.food[group.name] ?? [];
    return sum + group.values.filter((value) => chosen.includes(value.label)).reduce((s, value) => s + minor(value.optionPrice), 0);
  }, 0);
  return minor(base) + options;
}

function addOnsMinor(item: Pick<CartItem, 'add_ons'>, selection: Pick<ItemSelection, 'addOns'>): number {
  return item.add_ons.reduce((sum, addOn) => sum + minor(addOn.price) * (selection.addOns[addOn.id] ?? 0), 0);
}

/**
 * One unit as the cart line will charge it: the discounted price the server answered (a chosen
 * variation's in place of the item's), plus the chosen food options' optionPrice. Add-ons are not in it.
 */
export function unitPrice(item: CartItem, selection: ItemSelection): number {
  return major(unitMinor(item, selection));
}

/** The chosen add-ons for one unit: each add-on's price times its quantity. */
export function addOnsPrice(item: Pick<CartItem, 'add_ons'>, selection: Pick<ItemSelection, 'addOns'>): number {
  return major(addOnsMinor(item, selection));
}

/** The line total the cart will answer: (unit price + add-ons) × quantity, summed in minor units. */
export function linePrice(item: CartItem, selection: ItemSelection): number {
  return major((unitMinor(item, selection) + addOnsMinor(item, selection)) * selection.quantity);
}
