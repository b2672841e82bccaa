import { Tooltip } from 'antd';
import type { ReactElement } from 'react';
import { isTouchOnly } from '@/shared/lib/pointer';

export interface HoverHintProps {
  /** The hint; the child must carry the same text as its accessible name (aria-label). */
  title: string;
  children: ReactElement;
}

/**
 * `title` as a tooltip over `children` where a pointer hovers; the child alone on touch screens. There
 * a tooltip only pops up on the tap that already presses the button, and a list of fifty cards would
 * build (and redraw, as each positions itself) a hundred and fifty of them right after the page loads.
 */
export function HoverHint({ title, children }: HoverHintProps) {
  if (isTouchOnly()) return children;
  return <Tooltip title={title}>{children}</Tooltip>;
}
