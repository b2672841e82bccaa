import type { ReactNode } from 'react';
import './vehicle-lines.css';

export interface VehicleLine {
  key: string | number;
  name: string;
  /** Under the name: the fare and quantity, or the controls that change them. */
  detail: ReactNode;
  /** At the line's end: its price, or an action on the line. */
  end?: ReactNode;
}

/**
 * A trip's vehicles, one line each: the vehicle's name and detail at the start, `end` at the end, lines
 * parted by a rule. Plain list markup (a list of its items for assistive technology) in the look antd's
 * List had, which antd 6.6 deprecates.
 */
export function VehicleLines({ lines }: { lines: VehicleLine[] }) {
  return (
    <ul className="vehicle-lines">
      {lines.map((line) => (
        <li key={line.key} className="vehicle-lines__line">
          <div className="vehicle-lines__text">
            <span className="vehicle-lines__name">{line.name}</span>
            <div className="vehicle-lines__detail">{line.detail}</div>
          </div>
          {line.end}
        </li>
      ))}
    </ul>
  );
}
