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
      Layout: mode === 'dark' ? {} : { headerBg: '#ffffff', bodyBg: '#f7f7f9', footerBg: '#f7f7f9' },
    },
  };
}
