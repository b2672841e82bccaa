/**
 * Store delivery times are free text set by the operator ("30-40 min", "1-2 days"). The common shapes
 * are read here so the storefront can write them in the shopper's language; anything else is shown as
 * the operator wrote it.
 */

export type DeliveryUnit = 'minute' | 'hour' | 'day';

/** A delivery estimate: `from` to `to` (equal for a single figure) in one unit. */
export interface DeliveryTime {
  from: number;
  to: number;
  unit: DeliveryUnit;
}

const UNITS: Record<string, DeliveryUnit> = {
  m: 'minute',
  min: 'minute',
  mins: 'minute',
  minute: 'minute',
  minutes: 'minute',
  h: 'hour',
  hr: 'hour',
  hrs: 'hour',
  hour: 'hour',
  hours: 'hour',
  d: 'day',
  day: 'day',
  days: 'day',
};

const SHAPE = /^\s*(\d{1,4})\s*(?:[-–]\s*(\d{1,4}))?\s*([a-z]+)\s*$/i;

/** The estimate in `text`, or null when it is not "<n> <unit>" or "<n>-<m> <unit>". */
export function parseDeliveryTime(text: string): DeliveryTime | null {
  const match = SHAPE.exec(text);
  if (!match) return null;
  const unit = UNITS[(match[3] ?? '').toLowerCase()];
  if (!unit) return null;
  const from = Number(match[1]);
  const to = match[2] === undefined ? from : Number(match[2]);
  return { from: Math.min(from, to), to: Math.max(from, to), unit };
}

/** The figures of an estimate as written before the unit: "30–40", or "45" when both ends agree. */
export function deliveryRange(time: DeliveryTime): string {
  return time.from === time.to ? String(time.from) : `${time.from}–${time.to}`;
}
