import type { HTMLAttributes, Ref } from 'react';
import '@/features/catalogue/components/badge.css';

interface Props extends HTMLAttributes<HTMLSpanElement> {
  /** A solid background under white text (BADGE_COLOURS); none draws the neutral outlined look. */
  colour?: string;
  ref?: Ref<HTMLSpanElement>;
}

/**
 * A small badge (discount, Recommended, Organic, a store's services): a plain element styled by
 * badge.css in antd's Tag look, so a page of cards generates no component styles at run time.
 */
export function Badge({ colour, className, style, ...rest }: Props) {
  return (
    <span
      {...rest}
      className={`catalogue-badge${colour ? ' catalogue-badge--solid' : ''}${className ? ` ${className}` : ''}`}
      style={colour ? { ...style, background: colour } : style}
    />
  );
}
