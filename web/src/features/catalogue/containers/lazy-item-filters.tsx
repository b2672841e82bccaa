import { Suspense } from 'react';
import type { ItemFilterChipsProps } from '@/features/catalogue/components/item-filter-chips';
import { lazyAfterFirstView } from '@/shared/lib/after-first-view';
import '@/features/catalogue/components/category-chips.css';

// The chips and their strings come after the first view (a store page's first load stays in budget).
const ItemFilterChips = lazyAfterFirstView(() =>
  import(/* webpackChunkName: "item-filters" */ '@/features/catalogue/components/item-filter-chips').then((module) => ({ default: module.ItemFilterChips })),
);

/**
 * A list page's item filter chips, fetched after its first view; their row is held by an empty row of the
 * same height meanwhile, so the cards below do not move. Nothing for a module offering no filters.
 */
export function LazyItemFilters(props: ItemFilterChipsProps) {
  if (props.offered.length === 0) return null;
  return (
    <Suspense fallback={<div className="category-chips" style={{ marginBlockEnd: 12, minHeight: 32 }} aria-hidden="true" />}>
      <ItemFilterChips {...props} />
    </Suspense>
  );
}
