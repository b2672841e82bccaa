/** When a device was last used, as the page words it (the words themselves are the locale's). */
export type LastUsed =
  /** Under a minute ago: "Active now". */
  | { kind: 'now' }
  /** Within the last week: "5 minutes ago", "yesterday", in the interface language. */
  | { kind: 'relative'; text: string }
  /** Longer ago: the date and time, in the interface language. */
  | { kind: 'date'; text: string };

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;

/**
 * `lastUsedAt` (seconds since the epoch, the server's clock) against `nowMs` (this browser's): a
 * relative phrase for the last week, where "3 hours ago" says more than a date, and a date past it. A
 * time slightly ahead of this browser's clock counts as now.
 */
export function lastUsed(lastUsedAt: number, nowMs: number, language: string): LastUsed {
  const ago = Math.max(0, Math.floor(nowMs / 1000 - lastUsedAt));
  if (ago < MINUTE) return { kind: 'now' };
  if (ago < WEEK) {
    const relative = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
    if (ago < HOUR) return { kind: 'relative', text: relative.format(-Math.floor(ago / MINUTE), 'minute') };
    if (ago < DAY) return { kind: 'relative', text: relative.format(-Math.floor(ago / HOUR), 'hour') };
    return { kind: 'relative', text: relative.format(-Math.floor(ago / DAY), 'day') };
  }
  return { kind: 'date', text: dateTime(lastUsedAt, language) };
}

/** A time in seconds since the epoch as the interface language writes a date and time. */
export function dateTime(seconds: number, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(seconds * 1000));
}
