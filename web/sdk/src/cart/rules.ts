import { chosenVariation } from './price';
import type { CartItem, ItemSelection } from './types';

/**
 * Why a choice cannot go to the cart yet, checked before the round trip with the server's rules
 * (SPEC.md section 5). The storefront words each kind; `name`, `min` and `max` fill the wording.
 */
export type SelectionProblem =
  | { kind: 'required'; name: string }
  | { kind: 'range'; name: string; min: number; max: number }
  | { kind: 'variation_stock' };

/** Why a quantity is refused: not enough stock, or the item's maximum per cart. */
export type QuantityProblem = { kind: 'stock'; stock: number } | { kind: 'maximum'; maximum: number };

/**
 * SPEC.md's variation rules: a required group needs a selection, a multi group's count lies between
 * min and max (optional ones too, once something is chosen), and a chosen variation must be in stock
 * where the module counts stock (`countsStock`, its policy: food kitchens cook to order).
 */
export function selectionProblems(item: CartItem, selection: ItemSelection, countsStock = true): SelectionProblem[] {
  const problems: SelectionProblem[] = [];
  for (const group of item.food_variations) {
    const count = (selection.food[group.name] ?? []).length;
    if (group.required === 'on' && count === 0) problems.push({ kind: 'required', name: group.name });
    else if (group.type === 'multi' && count > 0 && (count < group.min || (group.max > 0 && count > group.max))) {
      problems.push({ kind: 'range', name: group.name, min: group.min, max: group.max });
    }
  }
  if (item.variations.length > 0 && (chosenVariation(item, selection)?.stock ?? 0) <= 0 && countsStock) {
    problems.push({ kind: 'variation_stock' });
  }
  return problems;
}

/** The stock that limits this choice: the chosen variation's, else the item's; null where the module counts no stock. */
export function stockFor(item: CartItem, selection: Pick<ItemSelection, 'choices'>, countsStock = true): number | null {
  if (!countsStock) return null;
  return chosenVariation(item, selection)?.stock ?? item.stock;
}

/**
 * Whether a line of `item` may hold `quantity` (SPEC.md sections 4 and 5): never more than `stock`
 * (the item's by default; null where the module counts no stock), nor more than maximum_cart_quantity
 * when it is set.
 */
export function quantityProblem(
  item: Pick<CartItem, 'stock' | 'maximum_cart_quantity'>,
  quantity: number,
  stock: number | null = item.stock,
): QuantityProblem | null {
  if (stock !== null && quantity > stock) return { kind: 'stock', stock: Math.max(0, stock) };
  const maximum = item.maximum_cart_quantity;
  if (maximum && quantity > maximum) return { kind: 'maximum', maximum };
  return null;
}
