import type { CartItem, CartLineView, FoodVariationGroup, ItemSelection } from './types';

/** A new choice for `item`: quantity 1, each choice option at its first value, no food option and no add-on. */
export function initialSelection(item: Pick<CartItem, 'choice_options'>): ItemSelection {
  const choices: Record<string, string> = {};
  for (const choice of item.choice_options) if (choice.options[0] !== undefined) choices[choice.title] = choice.options[0];
  return { quantity: 1, food: {}, choices, addOns: {} };
}

/** The choice a cart line holds, to edit it in the product modal (the type string is split on '-'). */
export function selectionFromLine(item: Pick<CartItem, 'choice_options'>, line: CartLineView): ItemSelection {
  const selection = initialSelection(item);
  const food: Record<string, string[]> = {};
  const choices = { ...selection.choices };
  for (const entry of line.variation) {
    if (entry.name != null && entry.values) food[entry.name] = entry.values.map((value) => value.label);
    if (entry.type != null) {
      const type = entry.type;
      const parts = type.split('-');
      item.choice_options.forEach((choice, index) => {
        const option = choice.options.find((candidate) => candidate.replace(/\s/g, '') === parts[index]);
        if (option !== undefined) choices[choice.title] = option;
      });
    }
  }
  const addOns: Record<number, number> = {};
  line.add_on_ids.forEach((id, index) => (addOns[id] = line.add_on_qtys[index] ?? 1));
  return { quantity: line.quantity, food, choices, addOns };
}

/**
 * Choose `label` in a food group (SPEC.md section 4): a single group holds one option, so choosing
 * another replaces it; a multi group toggles, and refuses a new option once `max` are chosen.
 */
export function toggleFoodOption(selection: ItemSelection, group: FoodVariationGroup, label: string): ItemSelection {
  const chosen = selection.food[group.name] ?? [];
  let next: readonly string[];
  if (group.type === 'single') next = [label];
  else if (chosen.includes(label)) next = chosen.filter((value) => value !== label);
  else if (group.max > 0 && chosen.length >= group.max) return selection;
  else next = [...chosen, label];
  return { ...selection, food: { ...selection.food, [group.name]: next } };
}

/** Choose `option` for the choice titled `title` (Size, Colour). */
export function chooseOption(selection: ItemSelection, title: string, option: string): ItemSelection {
  return { ...selection, choices: { ...selection.choices, [title]: option } };
}

/** Turn an add-on on (quantity 1) or off (SPEC.md: a checked add-on gains quantity 1). */
export function toggleAddOn(selection: ItemSelection, addOnId: number): ItemSelection {
  const on = (selection.addOns[addOnId] ?? 0) > 0;
  return { ...selection, addOns: { ...selection.addOns, [addOnId]: on ? 0 : 1 } };
}

/** Set an add-on's quantity; 0 turns it off, and it never goes below 0. */
export function setAddOnQuantity(selection: ItemSelection, addOnId: number, quantity: number): ItemSelection {
  return { ...selection, addOns: { ...selection.addOns, [addOnId]: Math.max(0, Math.floor(quantity)) } };
}

/** Set the quantity; SPEC.md: it starts at 1 and never goes below 1. */
export function setQuantity(selection: ItemSelection, quantity: number): ItemSelection {
  return { ...selection, quantity: Math.max(1, Math.floor(quantity)) };
}
