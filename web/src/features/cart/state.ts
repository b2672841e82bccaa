import { atom } from '@/shared/state/app-store';
import type { CartLine, Item } from '@/features/cart/types';

/**
 * What is on its way to the server: "item:<id>" while an item is being added, "line:<id>" while a
 * line changes. Cards show a spinner and lines disable their controls meanwhile.
 */
export const pendingCartAtom = atom<ReadonlySet<string>>(new Set<string>());

/** The product modal: an item to choose options for, or the cart line being edited. */
export const productModalAtom = atom<{ item: Item; line: CartLine | null } | null>(null);

export const itemPendingKey = (itemId: number) => `item:${itemId}`;
export const linePendingKey = (lineId: number) => `line:${lineId}`;
