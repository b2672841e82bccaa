import { Tag, theme } from 'antd';
import type { ReactNode } from 'react';

/** How a status reads at a glance: antd's status tones (default: a plain grey tag). */
export type StatusTone = 'success' | 'processing' | 'warning' | 'error' | 'default';

/** Each tone's tinted ground and border, as antd's design tokens name them. */
const TINTS = {
  success: { ground: 'colorSuccessBg', border: 'colorSuccessBorder' },
  processing: { ground: 'colorInfoBg', border: 'colorInfoBorder' },
  warning: { ground: 'colorWarningBg', border: 'colorWarningBorder' },
  error: { ground: 'colorErrorBg', border: 'colorErrorBorder' },
} as const;

export interface StatusTagProps {
  tone: StatusTone;
  icon?: ReactNode;
  className?: string;
  children: ReactNode;
}

/**
 * A status as a tag (an order's, a payment's, an applied coupon): the tone's tinted ground and border,
 * its words in the text colour. antd's status tags write the words in the tone's colour, which falls
 * under 4.5:1 on the tint (light: green 2.2:1, red 3.0:1, blue 3.7:1, gold 1.8:1; dark: blue 3.4:1,
 * red 4.0:1); the text colour reads at 11:1 or more on every tint, light and dark. The colours are the
 * theme's tokens, so the tag follows the light and dark themes.
 */
export function StatusTag({ tone, icon, className, children }: StatusTagProps) {
  const { token } = theme.useToken();
  const tint = tone === 'default' ? null : TINTS[tone];
  const style = tint ? { color: token.colorText, backgroundColor: token[tint.ground], borderColor: token[tint.border] } : undefined;
  return (
    <Tag icon={icon} className={className} style={style}>
      {children}
    </Tag>
  );
}
