import { describe, expect, it } from 'vitest';
import { filterQuery, offeredItemFilters, toggleItemFilter } from '@/features/catalogue/item-filters';

describe('item filters', () => {
  it('offers veg and non-veg only while the marketplace shows veg marks', () => {
    expect(offeredItemFilters(['veg', 'non_veg', 'halal'], true)).toEqual(['veg', 'non_veg', 'halal']);
    expect(offeredItemFilters(['veg', 'non_veg', 'halal'], false)).toEqual(['halal']);
    expect(offeredItemFilters(['organic'], false)).toEqual(['organic']);
  });

  it('turns a filter on and off', () => {
    expect(toggleItemFilter([], 'halal')).toEqual(['halal']);
    expect(toggleItemFilter(['halal', 'organic'], 'halal')).toEqual(['organic']);
  });

  it('lets non-veg go when veg is chosen, and veg when non-veg is', () => {
    expect(toggleItemFilter(['non_veg', 'halal'], 'veg')).toEqual(['halal', 'veg']);
    expect(toggleItemFilter(['veg'], 'non_veg')).toEqual(['non_veg']);
  });

  it("asks for the chosen filters the module offers, in the module's order", () => {
    expect(filterQuery(['veg', 'non_veg', 'halal'], ['halal', 'veg'])).toBe('veg,halal');
    // A filter chosen in another module is not sent to this one.
    expect(filterQuery(['organic'], ['halal'])).toBeUndefined();
    expect(filterQuery([], [])).toBeUndefined();
  });
});
