import { createStore } from 'jotai';
import { atomWithStorage, createJSONStorage } from 'jotai/utils';

/**
 * The one door to jotai (lint forbids importing it anywhere else): every atom lives in `appStore`,
 * which the app provides once, so state can also be read outside React (tests, the fetch client).
 */
export { atom, useAtom, useAtomValue, useSetAtom, useStore, Provider as StateProvider } from 'jotai';

export const appStore = createStore();

/**
 * An atom kept in localStorage under `key` as JSON, read when the atom is created. Each atom gets a
 * JSON storage of its own: jotai's shared default storage remembers only the last string it parsed,
 * for all keys together, so when a component first subscribes and the atom reads its key again, it
 * parses a new object equal to the one it had, and every component using it draws again (the whole
 * header, in one blocking render, while the first page draws).
 */
export function atomWithStoredValue<T>(key: string, initialValue: T) {
  return atomWithStorage<T>(key, initialValue, createJSONStorage<T>(), { getOnInit: true });
}

/**
 * An atom kept in sessionStorage under `key` as JSON: it survives a reload of the tab but not the tab
 * itself (what one visit chose, such as the item Buy Now hands to checkout).
 */
export function atomWithSessionValue<T>(key: string, initialValue: T) {
  return atomWithStorage<T>(
    key,
    initialValue,
    createJSONStorage<T>(() => sessionStorage),
    { getOnInit: true },
  );
}
