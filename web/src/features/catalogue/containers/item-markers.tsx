import { createElement } from 'react';
import { useVerticalSlot } from '@/features/catalogue/slots';
import type { Item } from '@/features/catalogue/types';

/**
 * The marks the item's own module draws (food: veg or non-veg, halal), from its web-vertical. Only the
 * item's module type is asked for, so a grocery page never fetches the food bundle.
 */
export function ItemMarkers({ item, vegNonVeg }: { item: Item; vegNonVeg: boolean }) {
  const slot = useVerticalSlot();
  if (!slot) return null;
  const flags = { veg: item.veg, is_halal: item.is_halal, halal_tag_status: item.halal_tag_status };
  // The slot is the app's one VerticalSlot component, the same on every render: it keeps its state.
  return createElement(slot, { moduleType: item.module.module_type, slot: 'ItemMarkers', props: { item: flags, vegNonVeg } });
}
