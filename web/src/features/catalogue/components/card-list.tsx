import type { Key, ReactNode } from 'react';
import '@/features/catalogue/components/card-list.css';

interface Props<T> {
  rows: T[];
  keyOf: (row: T) => Key;
  render: (row: T, index: number) => ReactNode;
  /** A strip scrolls sideways (home page); a grid wraps (list pages). */
  layout?: 'strip' | 'grid';
  label?: string;
  className?: string;
}

/** Cards in a list: a sideways strip or a wrapping grid. */
export function CardList<T>({ rows, keyOf, render, layout = 'grid', label, className = '' }: Props<T>) {
  return (
    <ul className={`card-list card-list--${layout} ${className}`} aria-label={label}>
      {rows.map((row, index) => (
        <li key={keyOf(row)} className="card-list__entry">
          {render(row, index)}
        </li>
      ))}
    </ul>
  );
}
