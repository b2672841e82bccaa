import { atomWithStoredValue } from '@/shared/state/app-store';
import { APP_STORAGE_KEYS } from '@/shared/storage/keys';

export type ThemeMode = 'light' | 'dark';

function preferredMode(): ThemeMode {
  const dark = typeof window !== 'undefined' && window.matchMedia?.('(prefers-color-scheme: dark)').matches;
  return dark ? 'dark' : 'light';
}

/** Light or dark: the visitor's choice, else their system's. */
export const themeModeAtom = atomWithStoredValue<ThemeMode>(APP_STORAGE_KEYS.themeMode, preferredMode());
