import { variationType } from './price';
import type { CartItem, CartLineVariation, CartLineView, ItemSelection, SelectionPayload, VariationChoice } from './types';

/**
 * The options of an add or update call (the cart contract): food groups with a selection as
 * `{name, values: [{label}]}`, a choice variation as `[{type}]`, add-ons with a quantity of 1 or more.
 */
export function selectionPayload(item: CartItem, selection: ItemSelection): SelectionPayload {
  const variation: VariationChoice[] = [];
  for (const group of item.food_variations) {
    const chosen = selection.food[group.name] ?? [];
    if (chosen.length > 0) variation.push({ name: group.name, values: chosen.map((label) => ({ label })) });
  }
  if (item.variations.length > 0) variation.push({ type: variationType(item, selection) });
  const addOns = item.add_ons.filter((addOn) => (selection.addOns[addOn.id] ?? 0) > 0);
  return {
    variation,
    add_on_ids: addOns.map((addOn) => addOn.id),
    add_on_qtys: addOns.map((addOn) => selection.addOns[addOn.id] ?? 0),
  };
}

/** A comparable text for a line's options, whatever their order. */
function optionsKey(variation: readonly CartLineVariation[], addOnIds: readonly number[], addOnQtys: readonly number[]): string {
  const options = variation
    .map((entry) => (entry.type != null ? `t:${entry.type}` : `g:${entry.name}=${(entry.values ?? []).map((v) => v.label).sort().join('|')}`))
    .sort();
  const addOns = addOnIds.map((id, index) => `${id}x${addOnQtys[index] ?? 1}`).sort();
  return `${options.join(';')}#${addOns.join(';')}`;
}

/** True when `line` holds `item` with exactly these options (the server merges such lines). */
export function isSameLine(line: CartLineView, itemId: number, payload: SelectionPayload): boolean {
  return (
    line.item_id === itemId &&
    optionsKey(line.variation, line.add_on_ids, line.add_on_qtys) ===
      optionsKey(payload.variation, payload.add_on_ids, payload.add_on_qtys)
  );
}

/** The cart line holding `item` with these options, if any (it reads Update To Cart). */
export function findSameLine<L extends CartLineView>(lines: readonly L[], itemId: number, payload: SelectionPayload): L | undefined {
  return lines.find((line) => isSameLine(line, itemId, payload));
}

/** True when an item must be configured in the product modal before it can go to the cart. */
export function needsOptions(item: Pick<CartItem, 'food_variations' | 'variations' | 'add_ons'>): boolean {
  return item.food_variations.length > 0 || item.variations.length > 0;
}
