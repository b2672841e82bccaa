import type { ThemeConfig } from 'antd';
import { darkThemeAlgorithm, lightAlgorithm } from '@/app/theme/derived-tokens';
import type { ThemeMode } from '@/app/theme/theme-mode';

/** The marketplace's own colour, used until a module's web-vertical brings its accent (4.9:1 with white text). */
export const BRAND_COLOUR = '#c4480c';

/** How far dark mode lightens the accent for links: accents dark enough for white button text are too
 * dark as text on a black page (about 3.5:1); 40% towards white gives them 7:1 or more. */
const DARK_LINK_LIGHTEN = 0.4;

/** How far light mode darkens the accent for text (links, the selected menu entry, a module tile's name):
 * an accent at 4.9:1 on white falls to 4.2:1 on its own tint or a grey tile; 15% towards black gives
 * 5.3:1 or more on those. */
const LIGHT_TEXT_DARKEN = 0.15;

/** The danger colour of text (form errors, "Delete account", a sale's countdown): antd's #ff4d4f is
 * 3.3:1 on white and its dark one 3.9:1 on dark containers. These read at 4.8:1 or more on the page,
 * cards and their red tints. Dark mode's lighter red takes dark words on a solid danger button. */
const DANGER = { light: '#d32029', dark: '#e86e70' } as const;
const DARK_DANGER_BUTTON_TEXT = '#000000';

/** Success and warning words in light mode ("Reviewed", a note): antd's green is 2.3:1 on white and its gold
 * 1.9:1; these read at 5:1 or more on the page, cards and their tints. Dark mode keeps antd's (6:1 and more). */
const LIGHT_SUCCESS = '#237804';
const LIGHT_WARNING = '#ad4e00';

/** Secondary text (antd's Typography "secondary", hints, empty states): antd's 45% grey is 3.4:1 on white,
 * under WCAG's 4.5:1 for body text; 60% is 5.7:1 on white and about 6:1 on the dark containers. */
export const DESCRIPTION_TEXT = { light: 'rgba(0, 0, 0, 0.6)', dark: 'rgba(255, 255, 255, 0.6)' } as const;

/** A field's placeholder and an off switch's words: antd's 25% grey is 1.8:1 on white; 55% is 4.7:1 on white
 * and about 5.5:1 on the dark containers, still lighter than a typed value (88%). */
export const PLACEHOLDER_TEXT = { light: 'rgba(0, 0, 0, 0.55)', dark: 'rgba(255, 255, 255, 0.55)' } as const;

/** An off switch's ground, and under the pointer, behind its white words: 4.7:1 or more in both modes. */
const SWITCH_OFF = { light: 'rgba(0, 0, 0, 0.55)', dark: 'rgba(255, 255, 255, 0.3)' } as const;
const SWITCH_OFF_HOVER = { light: 'rgba(0, 0, 0, 0.65)', dark: 'rgba(255, 255, 255, 0.38)' } as const;

/** How much darker a solid accent button is under the pointer or pressed: antd lightens it, which takes white
 * words under 4.5:1 (3.7:1 on the parcel amber); darker keeps them above. */
const PRIMARY_HOVER_DARKEN = 0.12;
const PRIMARY_ACTIVE_DARKEN = 0.2;

/** `hex` (#rrggbb) moved `amount` (0-1) of the way towards white. */
export function lighten(hex: string, amount: number): string {
  return towards(hex, 255, amount);
}

/** `hex` (#rrggbb) moved `amount` (0-1) of the way towards black. */
export function darken(hex: string, amount: number): string {
  return towards(hex, 0, amount);
}

function towards(hex: string, end: number, amount: number): string {
  const channels = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
  return `#${channels.map((c) => Math.round(c + (end - c) * amount).toString(16).padStart(2, '0')).join('')}`;
}

/** The accent's tint in `mode`: a selected entry's ground, under the accent as text. */
export function accentTint(mode: ThemeMode, accent: string): string {
  return mode === 'dark' ? darken(accent, 0.7) : lighten(accent, 0.88);
}

/** The accent as text in `mode`: readable at 4.5:1 or more on the page, cards and the accent's tints. */
export function accentText(mode: ThemeMode, accent: string): string {
  return mode === 'dark' ? lighten(accent, DARK_LINK_LIGHTEN) : darken(accent, LIGHT_TEXT_DARKEN);
}

/** antd theme tokens for `mode`, with `accent` as the primary colour; without `motion` (the shopper asks for
 * reduced motion) dialogs, drawers and menus appear and go without zooming or sliding. */
export function themeConfig(mode: ThemeMode, accent: string = BRAND_COLOUR, motion = true): ThemeConfig {
  const text = accentText(mode, accent);
  return {
    algorithm: mode === 'dark' ? darkThemeAlgorithm : lightAlgorithm,
    token: {
      colorPrimary: accent,
      colorLink: text,
      // antd derives a lighter link under the pointer (light: 2.6:1 on the ecommerce violet): the link keeps its colour.
      colorLinkHover: text,
      colorLinkActive: text,
      colorPrimaryHover: darken(accent, PRIMARY_HOVER_DARKEN),
      colorPrimaryActive: darken(accent, PRIMARY_ACTIVE_DARKEN),
      // The accent's tint (a selected row, the shopper's own message): antd derives a grey one from the darker
      // accents (#b2bdb1 from the grocery green); ours stays the accent's colour, as light as the page allows.
      colorPrimaryBg: accentTint(mode, accent),
      colorPrimaryBgHover: mode === 'dark' ? darken(accent, 0.6) : lighten(accent, 0.8),
      colorError: DANGER[mode],
      // Under the pointer and pressed, danger words ("Delete account") move away from the page, not towards
      // it: antd lightens them in light mode (4.3:1 on white).
      colorErrorHover: mode === 'dark' ? lighten(DANGER.dark, 0.15) : darken(DANGER.light, 0.15),
      colorErrorActive: mode === 'dark' ? lighten(DANGER.dark, 0.25) : darken(DANGER.light, 0.25),
      // Success words on their tint (the cart's 'You have Saved'): antd's light green is 2.2:1 there.
      ...(mode === 'light' ? { colorSuccessText: LIGHT_SUCCESS } : {}),
      // Descriptions' labels and other tertiary words: antd's 45% grey is 3.4:1 on white.
      colorTextTertiary: DESCRIPTION_TEXT[mode],
      colorTextPlaceholder: PLACEHOLDER_TEXT[mode],
      colorTextDescription: DESCRIPTION_TEXT[mode],
      motion,
      borderRadius: 8,
      fontFamily:
        "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
    },
    components: {
      // Progress bars (the cart's free delivery) in the module's colour: antd draws them in colorInfo, its blue.
      Progress: { defaultColor: accent },
      // Success and warning words (Typography's types) in light mode: only the words, as the tints antd derives
      // from these darker seeds would be grey.
      Typography: mode === 'light' ? { colorSuccess: LIGHT_SUCCESS, colorWarning: LIGHT_WARNING } : {},
      // The selected entry of a menu (the profile's sections) writes its name in the accent, on the accent's tint.
      // Its ground is the accent's tint, named here so that the accent as text is measured against it.
      Menu: { itemSelectedColor: text, itemSelectedBg: accentTint(mode, accent), itemActiveBg: accentTint(mode, accent) },
      // Dark mode: an outlined button under the pointer takes the accent as text (the darker hover accent is
      // too dark on black), and a solid danger button dark words on its lighter red.
      Button: mode === 'dark' ? { dangerColor: DARK_DANGER_BUTTON_TEXT, defaultHoverColor: text, defaultHoverBorderColor: text } : {},
      // An off switch writes white words on its grey: antd's is 1.8:1 on white.
      Switch: { colorTextQuaternary: SWITCH_OFF[mode], colorTextTertiary: SWITCH_OFF_HOVER[mode] },
    },
  };
}
