/**
 * SPEC.md section 9's time slots: they step by an interval within the store's opening hours, and
 * the first is labelled Now. Today and the next days (SCHEDULE_DAYS), each with the slots of its own
 * opening periods. The hours are the marketplace's wall clock, so the slots are built on it: from the
 * server's clock and time zone (marketplace-time.ts), never the device's. Pure: the clock, the hours
 * and the interval are given.
 */

import { dayAfter, dayText, instantOf, wallTime, type CalendarDay, type MarketplaceClock } from '@/shared/lib/marketplace-time';

/** One opening period of the day, "HH:mm" each; a closing before the opening runs past midnight. */
export interface OpeningPeriod {
  opening_time: string;
  closing_time: string;
}

/** A period of one weekday (0 Sunday, as the server's schedules number them). */
export type WeekdayPeriod = OpeningPeriod & { day: number };

/** SPEC.md names an interval but no setting carries it: half an hour, as delivery marketplaces offer. */
export const DEFAULT_SLOT_MINUTES = 30;

/** The shortest interval offered: a list a shopper can still scroll through. */
const MIN_SLOT_MINUTES = 5;

/** Today and the next six days (the server takes up to 30; a week is what a shopper plans). */
export const SCHEDULE_DAYS = 7;

/** At most a day of the shortest interval per day: a bound on the list and the work. */
const MAX_SLOTS_PER_DAY = 1440 / MIN_SLOT_MINUTES;

export interface TimeSlot {
  /** Null for Now (the order is not scheduled); otherwise the slot's start, sent as schedule_at. */
  at: Date | null;
  /** "HH:mm" of the start on the marketplace's clock, or null for Now. */
  clock: string | null;
  /** The marketplace's calendar day the slot starts on, "2026-11-27". */
  day: string;
}

/** One day of the choice: the marketplace's calendar day, how many days after today it is, its slots. */
export interface ScheduleDay {
  day: CalendarDay;
  /** 0 today, 1 tomorrow, ... on the marketplace's calendar. */
  offset: number;
  slots: TimeSlot[];
}

const minutesOf = (clock: string): number => {
  const [hours = 0, minutes = 0] = clock.split(':').map(Number);
  return hours * 60 + minutes;
};

const clockOf = (minutes: number): string => {
  const m = ((minutes % 1440) + 1440) % 1440;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
};

/** The periods as [start, end) minutes from the day's midnight; past-midnight closings end the next day. */
function spans(periods: readonly OpeningPeriod[]): [number, number][] {
  return periods.map(({ opening_time, closing_time }) => {
    const start = minutesOf(opening_time);
    const end = minutesOf(closing_time);
    return [start, end <= start ? end + 1440 : end];
  });
}

const intervalOf = (minutes: number | undefined) => Math.max(MIN_SLOT_MINUTES, Math.round(minutes ?? DEFAULT_SLOT_MINUTES));

/** The starts on the interval's grid (from the day's midnight) in [from, the last closing) inside a period. */
function gridSlots(day: CalendarDay, ranges: [number, number][], from: number, interval: number, timeZone: string): TimeSlot[] {
  const slots: TimeSlot[] = [];
  const last = Math.max(from, ...ranges.map(([, end]) => end));
  const first = Math.ceil(from / interval) * interval;
  for (let minute = first; minute < last && slots.length < MAX_SLOTS_PER_DAY; minute += interval) {
    if (!ranges.some(([start, end]) => start <= minute && minute < end)) continue;
    // The wall clock's "HH:mm" of that calendar day, as an instant of the marketplace's zone: a clock
    // change that day keeps "HH:mm" true.
    slots.push({ at: instantOf(day, minute, timeZone), clock: clockOf(minute), day: dayText(dayAfter(day, Math.floor(minute / 1440))) });
  }
  return slots;
}

/**
 * Today's slots from the marketplace's clock: Now first when the store is open at this minute, then
 * every start on the interval's grid after now that falls inside an opening period. Without schedule
 * orders only Now is offered, and nothing while the store is closed.
 */
export function timeSlots(options: {
  clock: MarketplaceClock;
  periods: readonly OpeningPeriod[];
  scheduleOrder: boolean;
  intervalMinutes?: number;
}): TimeSlot[] {
  const { clock, periods, scheduleOrder } = options;
  const interval = intervalOf(options.intervalMinutes);
  const ranges = spans(periods);
  const now = wallTime(clock.now, clock.timeZone);
  const current = now.minutes;
  const open = ranges.some(([start, end]) => start <= current && current < end);
  const slots: TimeSlot[] = open ? [{ at: null, clock: null, day: dayText(now) }] : [];
  if (!scheduleOrder) return slots;
  // The next start strictly after this minute.
  return [...slots, ...gridSlots(now, ranges, Math.floor(current / interval) * interval + interval, interval, clock.timeZone)];
}

/** The store's periods for `weekday` (0 Sunday, as the server's schedules number them). */
export function periodsOfDay<T extends WeekdayPeriod>(schedules: readonly T[], weekday: number): T[] {
  return schedules.filter((s) => s.day === weekday);
}

/**
 * The day choice: today (Now first while open, then today's later slots) and, with schedule orders,
 * each of the next days with every slot inside that weekday's periods, all on the marketplace's
 * calendar. Days without a slot (closed) are left out, so every day offered can be ordered for.
 */
export function scheduleDays(options: {
  clock: MarketplaceClock;
  schedules: readonly WeekdayPeriod[];
  scheduleOrder: boolean;
  intervalMinutes?: number;
  days?: number;
}): ScheduleDay[] {
  const { clock, schedules, scheduleOrder } = options;
  const interval = intervalOf(options.intervalMinutes);
  const today = wallTime(clock.now, clock.timeZone);
  const todaySlots = timeSlots({ clock, periods: periodsOfDay(schedules, today.weekday), scheduleOrder, intervalMinutes: interval });
  const result: ScheduleDay[] = [{ day: dayAfter(today, 0), offset: 0, slots: todaySlots }];
  if (scheduleOrder) {
    const count = Math.min(Math.max(1, options.days ?? SCHEDULE_DAYS), 31);
    for (let offset = 1; offset < count; offset += 1) {
      const day = dayAfter(today, offset);
      result.push({ day, offset, slots: gridSlots(day, spans(periodsOfDay(schedules, day.weekday)), 0, interval, clock.timeZone) });
    }
  }
  return result.filter((day) => day.slots.length > 0);
}

/** A slot's key in a choice: "now", or its day and start ("2026-11-27 09:30"). */
export function slotKey(slot: TimeSlot): string {
  return slot.at ? `${slot.day} ${slot.clock ?? ''}` : 'now';
}
