import type { VariationChoice } from '@storefront/sdk';
import type { CartLine } from '@/features/cart/types';

/** A line's options as a call takes them again: labels only for food groups, the type for a choice. */
export function requestVariation(variation: CartLine['variation']): VariationChoice[] {
  return variation.map((entry) =>
    entry.type != null ? { type: entry.type } : { name: entry.name ?? '', values: (entry.values ?? []).map(({ label }) => ({ label })) },
  );
}

/** What was chosen for a line, to show under its name: "Cooking: Rare · Extras: Bacon, Egg · S-Navy · Fries ×2". */
export function lineOptionsText(line: Pick<CartLine, 'variation' | 'add_on_ids' | 'add_on_qtys' | 'item'>): string {
  const parts = line.variation.map((entry) =>
    entry.type != null ? entry.type : `${entry.name}: ${(entry.values ?? []).map((value) => value.label).join(', ')}`,
  );
  line.add_on_ids.forEach((id, index) => {
    const addOn = line.item.add_ons.find((candidate) => candidate.id === id);
    const quantity = line.add_on_qtys[index] ?? 1;
    if (addOn) parts.push(quantity > 1 ? `${addOn.name} ×${quantity}` : addOn.name);
  });
  return parts.join(' · ');
}
