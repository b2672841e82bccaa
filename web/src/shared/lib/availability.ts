/** Whether an item can be ordered at a time of day (SPEC.md: available_time_starts/ends, "HH:mm"). */

import { wallTime } from '@/shared/lib/marketplace-time';

const DAY_MINUTES = 24 * 60;

function minutes(clock: string): number | null {
  const match = /^(\d{1,2}):(\d{2})/.exec(clock);
  if (!match) return null;
  const value = Number(match[1]) * 60 + Number(match[2]);
  return value < DAY_MINUTES ? value : null;
}

/**
 * True when `now` falls within starts..ends (both included) on the marketplace's wall clock (its
 * `timeZone`, the configuration's time_zone; the hours are its local time); a window past midnight
 * (22:00-02:00) wraps.
 */
export function isAvailableAt(starts: string | null | undefined, ends: string | null | undefined, now: Date, timeZone?: string): boolean {
  const from = minutes(starts ?? '');
  const to = minutes(ends ?? '');
  if (from === null || to === null) return true; // no readable window: always on sale
  // A window of every minute of the day (00:00-23:59, most items) needs no clock: reading the
  // marketplace's wall clock loads the browser's time-zone data, one long task on a slow phone, in the
  // render of a product page's purchase controls.
  if ((to - from + DAY_MINUTES) % DAY_MINUTES === DAY_MINUTES - 1) return true;
  const at = wallTime(now, timeZone).minutes;
  return from <= to ? from <= at && at <= to : at >= from || at <= to;
}

/** "HH:mm" of a stored time ("08:00:00" → "08:00"). */
export function shortTime(clock: string): string {
  return clock.slice(0, 5);
}
