import type { CSSProperties, ReactNode } from 'react';

export interface Line {
  key: string | number;
  name: string;
  /** Under the name: the quantity and unit price, or the controls that change them. */
  detail: ReactNode;
  /** At the line's end: its price, or an action on the line. */
  end?: ReactNode;
}

// Inline styles: the sdk ships no style sheet (its package has no side effects to keep one).
const LIST: CSSProperties = { listStyle: 'none', margin: 0, padding: 0 };
const TEXT: CSSProperties = { display: 'flex', flex: 1, flexDirection: 'column', gap: 4, minWidth: 0, overflowWrap: 'anywhere' };
const NAME: CSSProperties = { color: 'var(--ant-color-text-heading)' };
const DETAIL: CSSProperties = { color: 'var(--ant-color-text-secondary)' };

function lineStyle(first: boolean, last: boolean): CSSProperties {
  return {
    display: 'flex',
    alignItems: 'flex-start',
    justifyContent: 'space-between',
    gap: 12,
    paddingBlockStart: first ? 0 : 12,
    paddingBlockEnd: last ? 0 : 12,
    borderBlockEnd: last ? undefined : '1px solid var(--ant-color-split)',
  };
}

/**
 * Lines of an order or a trip, one per item or vehicle: the name and detail at the start, `end` at the
 * end, lines parted by a rule. Plain list markup (a list of so many for assistive technology) in the
 * look antd's List had, which antd 6.6 deprecates; the storefront's orders and the verticals share it.
 */
export function LineList({ lines }: { lines: Line[] }) {
  return (
    <ul style={LIST}>
      {lines.map((line, index) => (
        <li key={line.key} style={lineStyle(index === 0, index === lines.length - 1)}>
          <div style={TEXT}>
            <span style={NAME}>{line.name}</span>
            <div style={DETAIL}>{line.detail}</div>
          </div>
          {line.end}
        </li>
      ))}
    </ul>
  );
}
