import { useState, type ReactElement } from 'react';
import { isTouchOnly } from '@/shared/lib/pointer';
import '@/shared/ui/hover-hint.css';

/** Where the hint shows beside its child; start and end follow the text direction. */
export type HoverHintPlacement = 'top' | 'top-end' | 'bottom' | 'start' | 'end';

export interface HoverHintProps {
  /** The hint; the child must carry the same text as its accessible name (aria-label). */
  title: string;
  /** Above the child by default; the other sides where the child sits at an edge that would clip it. */
  placement?: HoverHintPlacement;
  children: ReactElement;
}

/**
 * `title` as a tooltip over `children` where a pointer hovers or the keyboard focuses; the child
 * alone on touch screens, where a tooltip would only pop up on the tap that already presses the
 * button. Drawn with CSS (shared/ui/hover-hint.css), in antd's tooltip look: antd's Tooltip brings
 * its popup machinery (about 15 KB gzip) into the first visit of every page showing one. The hint is
 * visual only (aria-hidden): the child's own label already says it. Escape hides it until the pointer
 * or the focus leaves.
 */
export function HoverHint({ title, placement = 'top', children }: HoverHintProps) {
  const [dismissed, setDismissed] = useState(false);
  if (isTouchOnly()) return children;
  return (
    <span
      className={`hover-hint${dismissed ? ' hover-hint--dismissed' : ''}`}
      data-placement={placement}
      onKeyDown={(event) => {
        if (event.key === 'Escape') setDismissed(true);
      }}
      onMouseLeave={() => setDismissed(false)}
      onBlur={() => setDismissed(false)}
    >
      {children}
      <span className="hover-hint__tip" aria-hidden="true">
        {title}
      </span>
    </span>
  );
}
