import { describe, expect, it } from 'vitest';
import { contains, EMPTY_WISHLIST, targetQuery, withAdded, withRemoved } from '@/features/wishlist/model/wishlist';
import type { WishlistItem, WishlistStore } from '@/features/wishlist/types';

const item = (id: number) => ({ id, name: `item ${id}` }) as WishlistItem;
const store = (id: number) => ({ id, name: `store ${id}` }) as WishlistStore;

describe('the wishlist model', () => {
  it('names an item or a store in the query', () => {
    expect(targetQuery({ kind: 'item', item: item(7) })).toEqual({ item_id: 7 });
    expect(targetQuery({ kind: 'store', store: store(3) })).toEqual({ store_id: 3 });
  });

  it('adds newest first, once, and keeps items and stores apart', () => {
    const one = withAdded(EMPTY_WISHLIST, { kind: 'item', item: item(1) });
    const two = withAdded(one, { kind: 'item', item: item(2) });
    expect(two.item.map((entry) => entry.id)).toEqual([2, 1]);
    expect(withAdded(two, { kind: 'item', item: item(1) })).toBe(two);
    const withStore = withAdded(two, { kind: 'store', store: store(1) });
    expect(withStore.store.map((entry) => entry.id)).toEqual([1]);
    expect(contains(withStore, { kind: 'store', store: store(1) })).toBe(true);
    expect(contains(withStore, { kind: 'store', store: store(2) })).toBe(false);
    expect(contains(withStore, { kind: 'item', item: item(1) })).toBe(true);
  });

  it('removes only the target', () => {
    const list = { item: [item(1), item(2)], store: [store(1)] };
    expect(withRemoved(list, { kind: 'item', item: item(1) })).toEqual({ item: [item(2)], store: [store(1)] });
    expect(withRemoved(list, { kind: 'store', store: store(1) })).toEqual({ item: list.item, store: [] });
    expect(withRemoved(list, { kind: 'item', item: item(9) }).item).toHaveLength(2);
  });
});
