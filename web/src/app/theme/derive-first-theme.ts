import { REDUCED_MOTION_QUERY } from '@/app/layout/use-media-query';
import { deriveAhead } from '@/app/theme/derived-tokens';
import { themeModeAtom } from '@/app/theme/theme-mode';
import { themeConfig } from '@/app/theme/tokens';
import type { LoadedVertical } from '@/app/verticals/verticals';
import { appStore } from '@/shared/state/app-store';

/**
 * Derive the design of the theme the first render will ask for, as ThemeProvider builds it: the
 * stored (or the system's) light or dark, the chosen module's accent (`vertical`, preloaded before
 * the first render) and the shopper's motion preference.
 */
export function deriveFirstTheme(vertical: LoadedVertical | null): void {
  const mode = appStore.get(themeModeAtom);
  const motion = !window.matchMedia?.(REDUCED_MOTION_QUERY).matches;
  deriveAhead(themeConfig(mode, vertical?.vertical.accent, motion));
}
