import { createStore } from 'jotai';

/**
 * The one door to jotai (lint forbids importing it anywhere else): every atom lives in `appStore`,
 * which the app provides once, so state can also be read outside React (tests, the fetch client).
 */
export { atom, useAtom, useAtomValue, useSetAtom, useStore, Provider as StateProvider } from 'jotai';
export { atomWithStorage } from 'jotai/utils';

export const appStore = createStore();
