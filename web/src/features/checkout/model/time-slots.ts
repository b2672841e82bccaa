/**
 * SPEC.md section 9's time slots: they step by an interval within the store's opening hours, and
 * the first is labelled Now. Pure: the clock, the hours and the interval are given.
 */

/** One opening period of the day, "HH:mm" each; a closing before the opening runs past midnight. */
export interface OpeningPeriod {
  opening_time: string;
  closing_time: string;
}

/** SPEC.md names an interval but no setting carries it: half an hour, as delivery marketplaces offer. */
export const DEFAULT_SLOT_MINUTES = 30;

/** At most one day of slots: a list a shopper can scroll through, and a bound on the work. */
const MAX_SLOTS = 48;

export interface TimeSlot {
  /** Null for Now (the order is not scheduled); otherwise the slot's start, sent as schedule_at. */
  at: Date | null;
  /** "HH:mm" of the start, or null for Now. */
  clock: string | null;
}

const minutesOf = (clock: string): number => {
  const [hours = 0, minutes = 0] = clock.split(':').map(Number);
  return hours * 60 + minutes;
};

const clockOf = (minutes: number): string => {
  const m = ((minutes % 1440) + 1440) % 1440;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
};

/** The periods as [start, end) minutes from today's midnight; past-midnight closings end the next day. */
function spans(periods: readonly OpeningPeriod[]): [number, number][] {
  return periods.map(({ opening_time, closing_time }) => {
    const start = minutesOf(opening_time);
    const end = minutesOf(closing_time);
    return [start, end <= start ? end + 1440 : end];
  });
}

/**
 * Today's slots from `now`: Now first when the store is open at this minute, then every start on the
 * interval's grid (from midnight) after now that falls inside an opening period. Without schedule
 * orders only Now is offered, and nothing while the store is closed.
 */
export function timeSlots(options: {
  now: Date;
  periods: readonly OpeningPeriod[];
  scheduleOrder: boolean;
  intervalMinutes?: number;
}): TimeSlot[] {
  const { now, periods, scheduleOrder } = options;
  const interval = Math.max(5, Math.round(options.intervalMinutes ?? DEFAULT_SLOT_MINUTES));
  const ranges = spans(periods);
  const current = now.getHours() * 60 + now.getMinutes();
  const open = ranges.some(([start, end]) => start <= current && current < end);
  const slots: TimeSlot[] = open ? [{ at: null, clock: null }] : [];
  if (!scheduleOrder) return slots;
  const midnight = new Date(now);
  midnight.setHours(0, 0, 0, 0);
  const first = Math.floor(current / interval) * interval + interval;
  const last = Math.max(current, ...ranges.map(([, end]) => end));
  for (let minute = first; minute < last && slots.length < MAX_SLOTS; minute += interval) {
    if (!ranges.some(([start, end]) => start <= minute && minute < end)) continue;
    const at = new Date(midnight.getTime() + minute * 60_000);
    slots.push({ at, clock: clockOf(minute) });
  }
  return slots;
}

/** The store's periods for the weekday of `now` (0 Sunday, as the server's schedules number them). */
export function periodsOfDay<T extends OpeningPeriod & { day: number }>(schedules: readonly T[], now: Date): T[] {
  return schedules.filter((s) => s.day === now.getDay());
}
