/**
 * Badge colours dark enough for white text at WCAG AA (4.5:1) in light and dark themes; antd's preset
 * solid colours (gold, green, red) fall short of it with small text.
 */
export const BADGE_COLOURS = {
  discount: '#c92a2a',
  recommended: '#a34e00',
  organic: '#2b7a3b',
  freeDelivery: '#2b7a3b',
  open: '#2b7a3b',
} as const;
