import type { ThemeConfig } from 'antd';
// The two algorithms alone: antd's `theme` object would also bring the compact one and getDesignToken.
import darkAlgorithm from 'antd/es/theme/themes/dark';
import defaultAlgorithm from 'antd/es/theme/themes/default';
import type { ThemeMode } from '@/app/theme/theme-mode';

/** The marketplace's own colour, used until a module's web-vertical brings its accent (4.9:1 with white text). */
export const BRAND_COLOUR = '#c4480c';

/** How far dark mode lightens the accent for links: accents dark enough for white button text are too
 * dark as text on a black page (about 3.5:1); 40% towards white gives them 7:1 or more. */
const DARK_LINK_LIGHTEN = 0.4;

/** Secondary text (antd's Typography "secondary", hints, empty states): antd's 45% grey is 3.4:1 on white,
 * under WCAG's 4.5:1 for body text; 60% is 5.7:1 on white and about 6:1 on the dark containers. */
export const DESCRIPTION_TEXT = { light: 'rgba(0, 0, 0, 0.6)', dark: 'rgba(255, 255, 255, 0.6)' } as const;

/** `hex` (#rrggbb) moved `amount` (0-1) of the way towards white. */
export function lighten(hex: string, amount: number): string {
  const channels = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
  return `#${channels.map((c) => Math.round(c + (255 - c) * amount).toString(16).padStart(2, '0')).join('')}`;
}

/** antd theme tokens for `mode`, with `accent` as the primary colour. */
export function themeConfig(mode: ThemeMode, accent: string = BRAND_COLOUR): ThemeConfig {
  return {
    algorithm: mode === 'dark' ? darkAlgorithm : defaultAlgorithm,
    token: {
      colorPrimary: accent,
      colorLink: mode === 'dark' ? lighten(accent, DARK_LINK_LIGHTEN) : accent,
      colorTextDescription: DESCRIPTION_TEXT[mode],
      borderRadius: 8,
      fontFamily:
        "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
    },
    components: {
      // Progress bars (the cart's free delivery) in the module's colour: antd draws them in colorInfo, its blue.
      Progress: { defaultColor: accent },
      // The header and footer sit on the page like cards: container colour, not antd's navy default.
      Layout:
        mode === 'dark'
          ? { headerBg: '#141414', bodyBg: '#000000', footerBg: '#141414' }
          : { headerBg: '#ffffff', bodyBg: '#f7f7f9', footerBg: '#ffffff' },
    },
  };
}
