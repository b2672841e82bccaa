import { useMemo, useState } from 'react';
import { useCartApi } from './cart-api';
import { quantityProblemText, selectionProblemText, useCartText } from './cart-text';
import { findSameLine, needsOptions, selectionPayload } from './payload';
import { addOnsPrice, linePrice, unitPrice } from './price';
import { quantityProblem, selectionProblems, stockFor } from './rules';
import {
  chooseOption,
  initialSelection,
  selectionFromLine,
  setAddOnQuantity,
  setQuantity,
  toggleAddOn,
  toggleFoodOption,
} from './selection';
import type { CartItem, CartLineView, FoodVariationGroup, ItemSelection } from './types';

/** The line a plain item (no options to choose) already has in the cart. */
function plainLine(lines: readonly CartLineView[], item: CartItem): CartLineView | undefined {
  if (needsOptions(item)) return undefined;
  return lines.find((line) => line.item_id === item.id && line.variation.length === 0 && line.add_on_ids.length === 0);
}

const sameSelection = (a: ItemSelection, b: ItemSelection) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The product modal's state (SPEC.md section 4, product modal and detail): what is chosen, the live
 * price, the line it would update, and the actions, each checked by the rules before the round trip.
 * `line` is the cart line being edited (opened from the cart), if any; `countsStock` is the item's
 * module policy (food counts no stock: only the maximum per cart limits it).
 */
export function useProductChoice(item: CartItem, line: CartLineView | null = null, countsStock = true) {
  const cart = useCartApi();
  const text = useCartText();
  const [start] = useState(() => line ?? plainLine(cart.lines, item) ?? null);
  const [selection, setSelection] = useState<ItemSelection>(() => (start ? selectionFromLine(item, start) : initialSelection(item)));
  const payload = useMemo(() => selectionPayload(item, selection), [item, selection]);
  // Editing a line updates it; otherwise an identical line in the cart is updated rather than doubled.
  const target = line ?? findSameLine(cart.lines, item.id, payload) ?? null;
  const stock = stockFor(item, selection, countsStock);

  const changeQuantity = (quantity: number) => {
    const problem = quantity > selection.quantity ? quantityProblem(item, quantity, stock) : null;
    if (problem) return cart.warn(quantityProblemText(text, problem));
    setSelection(setQuantity(selection, quantity));
  };

  const submit = async (): Promise<boolean> => {
    const [problem] = selectionProblems(item, selection, countsStock);
    if (problem) {
      cart.warn(selectionProblemText(text, problem));
      return false;
    }
    const tooMany = quantityProblem(item, selection.quantity, stock);
    if (tooMany) {
      cart.warn(quantityProblemText(text, tooMany));
      return false;
    }
    if (target && sameSelection(selectionFromLine(item, target), selection)) {
      cart.warn(text('nothingChanged'));
      return false;
    }
    return cart.save(item, selection, target);
  };

  return {
    selection,
    /** Update To Cart when the choice matches a line (or a line is being edited), else Add to Cart. */
    action: target ? ('update' as const) : ('add' as const),
    unitPrice: unitPrice(item, selection),
    addOnsPrice: addOnsPrice(item, selection),
    total: linePrice(item, selection),
    /** The chosen variation has no stock left (SPEC.md: choose another one to go further). */
    variationOutOfStock: selectionProblems(item, selection, countsStock).some((problem) => problem.kind === 'variation_stock'),
    pending: cart.pending,
    formatPrice: cart.formatPrice,
    toggleFood: (group: FoodVariationGroup, label: string) => setSelection(toggleFoodOption(selection, group, label)),
    choose: (title: string, option: string) => setSelection(chooseOption(selection, title, option)),
    toggleAddOn: (id: number) => setSelection(toggleAddOn(selection, id)),
    setAddOnQuantity: (id: number, quantity: number) => setSelection(setAddOnQuantity(selection, id, quantity)),
    increase: () => changeQuantity(selection.quantity + 1),
    decrease: () => changeQuantity(selection.quantity - 1),
    /** Check the choice and save it; true when the cart took it. */
    submit,
    /** The choice's problems before the round trip, worded (for Buy Now, which skips the cart). */
    check: (): string | null => {
      const [problem] = selectionProblems(item, selection, countsStock);
      return problem ? selectionProblemText(text, problem) : null;
    },
  };
}

export type ProductChoice = ReturnType<typeof useProductChoice>;
