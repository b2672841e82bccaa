/**
 * The item filters a shopper sets on a list (the server's `filter` query, names joined by commas). The
 * names a module offers come from its policy (`item_filters`); veg and non_veg exclude each other (veg 0
 * means non-veg), so choosing one lets the other go.
 */
const EXCLUSIVE: Readonly<Record<string, string>> = { veg: 'non_veg', non_veg: 'veg' };

/** The chosen filters after the shopper taps `name`: on when it was off (its opposite off), else off. */
export function toggleItemFilter(chosen: readonly string[], name: string): string[] {
  if (chosen.includes(name)) return chosen.filter((other) => other !== name);
  const opposite = EXCLUSIVE[name];
  return [...chosen.filter((other) => other !== opposite), name];
}

/** The `filter` query of the chosen filters that the module offers (in the module's order); undefined for none. */
export function filterQuery(offered: readonly string[], chosen: readonly string[]): string | undefined {
  const names = offered.filter((name) => chosen.includes(name));
  return names.length > 0 ? names.join(',') : undefined;
}

/** The filters that read an item's veg flag: offered only while the marketplace shows veg marks. */
const VEG_FILTERS: readonly string[] = ['veg', 'non_veg'];

/**
 * The filters a list offers: its module's (`policyFilters`), without Veg and Non Veg when the
 * configuration's toggle_veg_non_veg is off (SPEC.md: the marketplace then shows no veg marks at all).
 */
export function offeredItemFilters(policyFilters: readonly string[], vegNonVeg: boolean): string[] {
  return vegNonVeg ? [...policyFilters] : policyFilters.filter((name) => !VEG_FILTERS.includes(name));
}
