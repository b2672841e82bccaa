/**
 * The marketplace's wall clock. Opening hours and time slots are the marketplace's local time (one IANA
 * time zone, the server's MARKETPLACE_TIME_ZONE), never the device's: a shopper abroad, or a device
 * whose clock is off, still sees and sends the slots the server accepts. Pure: the instant and the zone
 * are given. Shared by the storefront and the web-verticals (a rental trip's pickup time), which read
 * the server's clock and zone from their VerticalHost.
 */

/** The marketplace's clock as the server answered it (GET /api/v1/config/clock). */
export interface MarketplaceClock {
  /** The server's current moment. */
  now: Date;
  /** The marketplace's IANA time zone, e.g. "Europe/Paris". */
  timeZone: string;
}

/** A calendar day of the marketplace: its year, month (0 January) and day of the month. */
export interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

/** What the marketplace's wall clock reads at an instant. */
export interface WallTime extends CalendarDay {
  /** 0 Sunday, as the server's schedules number the days. */
  weekday: number;
  /** Minutes since the day's midnight. */
  minutes: number;
}

/** A zone's UTC offset over a span of moments, as the server told it (the configuration's time_zone_offset). */
export interface ZoneOffsetSpan {
  /** Seconds ahead of UTC. */
  seconds: number;
  /** The span's first moment (included) and its end (excluded). */
  since: Date;
  until: Date;
}

const formats = new Map<string, Intl.DateTimeFormat>();
const spans = new Map<string, ZoneOffsetSpan>();

/**
 * Keeps what the server told of `timeZone`'s offset: the wall clock of a moment within the span is then
 * read by adding the offset. Asking the browser instead loads its time-zone data, one task of some 50 ms
 * on a slow phone, in the first render of a store or product page; a moment outside the span still asks it.
 */
export function knowZoneOffset(timeZone: string, span: ZoneOffsetSpan): void {
  spans.set(timeZone, span);
}

function formatIn(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' });
    formats.set(timeZone, format);
  }
  return format;
}

function fieldsAt(instant: number, timeZone: string | undefined) {
  if (timeZone === undefined) {
    // The device's zone, as the Date reads it (afresh each time: the device may change zones).
    const date = new Date(instant);
    return { year: date.getFullYear(), month: date.getMonth(), day: date.getDate(), hour: date.getHours(), minute: date.getMinutes(), second: date.getSeconds() };
  }
  const span = spans.get(timeZone);
  if (span && span.since.getTime() <= instant && instant < span.until.getTime()) {
    const date = new Date(instant + span.seconds * 1000);
    return { year: date.getUTCFullYear(), month: date.getUTCMonth(), day: date.getUTCDate(), hour: date.getUTCHours(), minute: date.getUTCMinutes(), second: date.getUTCSeconds() };
  }
  const parts = Object.fromEntries(formatIn(timeZone).formatToParts(new Date(instant)).map((part) => [part.type, part.value]));
  const read = (name: string) => Number(parts[name] ?? 0);
  return { year: read('year'), month: read('month') - 1, day: read('day'), hour: read('hour') % 24, minute: read('minute'), second: read('second') };
}

/** The wall clock of `timeZone` at `instant` (undefined: the device's zone, before the configuration is read). */
export function wallTime(instant: Date, timeZone: string | undefined): WallTime {
  const { year, month, day, hour, minute } = fieldsAt(instant.getTime(), timeZone);
  return { year, month, day, weekday: new Date(Date.UTC(year, month, day)).getUTCDay(), minutes: hour * 60 + minute };
}

/** How far `timeZone` is ahead of UTC at `instant`, in milliseconds. */
function offsetAt(instant: number, timeZone: string): number {
  const { year, month, day, hour, minute, second } = fieldsAt(instant, timeZone);
  return Date.UTC(year, month, day, hour, minute, second) - (instant - (((instant % 1000) + 1000) % 1000));
}

/**
 * The instant `timeZone`'s wall clock reads `minutes` after the midnight of `day` (more than a day of
 * minutes runs into the next days). A wall time a clock change skips is read with the offset before it.
 */
export function instantOf(day: CalendarDay, minutes: number, timeZone: string): Date {
  const wall = Date.UTC(day.year, day.month, day.day, 0, minutes);
  const guess = wall - offsetAt(wall, timeZone);
  return new Date(wall - offsetAt(guess, timeZone));
}

/** The calendar day `offset` days after `day`, with its weekday (0 Sunday). */
export function dayAfter(day: CalendarDay, offset: number): CalendarDay & { weekday: number } {
  const date = new Date(Date.UTC(day.year, day.month, day.day + offset));
  return { year: date.getUTCFullYear(), month: date.getUTCMonth(), day: date.getUTCDate(), weekday: date.getUTCDay() };
}

/** "2026-11-27": a calendar day as keys and the API write it. */
export function dayText(day: CalendarDay): string {
  return `${day.year}-${String(day.month + 1).padStart(2, '0')}-${String(day.day).padStart(2, '0')}`;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * "2026-12-01T10:00": what `timeZone`'s wall clock reads at `instant`, to the minute, as a
 * datetime-local input's value (an input that knows no zone: its value is read back with `instantOfWallText`).
 */
export function wallText(instant: Date, timeZone: string): string {
  const wall = wallTime(instant, timeZone);
  return `${dayText(wall)}T${pad(Math.floor(wall.minutes / 60))}:${pad(wall.minutes % 60)}`;
}

const WALL_TEXT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/**
 * The instant `timeZone`'s wall clock reads `text` ("2026-12-01T10:00", a datetime-local input's
 * value), or null when `text` is no such date and time.
 */
export function instantOfWallText(text: string, timeZone: string): Date | null {
  const match = WALL_TEXT.exec(text);
  if (!match) return null;
  const [year, month, day, hours, minutes] = match.slice(1).map(Number) as [number, number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  // "2026-02-30" and "25:00" are no wall time.
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day || hours > 23 || minutes > 59) return null;
  return instantOf({ year, month: month - 1, day }, hours * 60 + minutes, timeZone);
}
