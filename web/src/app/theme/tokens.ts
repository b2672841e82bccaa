import { theme, type ThemeConfig } from 'antd';
import type { ThemeMode } from '@/app/theme/theme-mode';

/** The marketplace's own colour, used until a module's web-vertical brings its accent. */
export const BRAND_COLOUR = '#f5730c';

/** antd theme tokens for `mode`, with `accent` as the primary colour. */
export function themeConfig(mode: ThemeMode, accent: string = BRAND_COLOUR): ThemeConfig {
  return {
    algorithm: mode === 'dark' ? theme.darkAlgorithm : theme.defaultAlgorithm,
    token: {
      colorPrimary: accent,
      colorLink: accent,
      borderRadius: 8,
      fontFamily:
        "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
    },
    components: {
      // The header and footer sit on the page like cards: container colour, not antd's navy default.
      Layout:
        mode === 'dark'
          ? { headerBg: '#141414', bodyBg: '#000000', footerBg: '#141414' }
          : { headerBg: '#ffffff', bodyBg: '#f7f7f9', footerBg: '#ffffff' },
    },
  };
}
