/** Whole calendar days between two moments, in the viewer's time zone (0 for the same day). */
function daysBetween(earlier: Date, later: Date): number {
  const start = new Date(earlier.getFullYear(), earlier.getMonth(), earlier.getDate());
  const end = new Date(later.getFullYear(), later.getMonth(), later.getDate());
  return Math.round((end.getTime() - start.getTime()) / 86_400_000);
}

export interface MomentWords {
  now: string;
  today: string;
  yesterday: string;
}

/**
 * When a conversation last moved, as a list shows it: "now" under a minute, "5 min ago" within the
 * hour, the time today, "Yesterday", the weekday within a week, then the date.
 */
export function listMoment(iso: string, now: Date, locale: string, words: MomentWords): string {
  const at = new Date(iso);
  const seconds = (now.getTime() - at.getTime()) / 1000;
  if (seconds < 60) return words.now;
  if (seconds < 3600) return new Intl.RelativeTimeFormat(locale, { numeric: 'auto', style: 'short' }).format(-Math.floor(seconds / 60), 'minute');
  const days = daysBetween(at, now);
  if (days === 0) return new Intl.DateTimeFormat(locale, { timeStyle: 'short' }).format(at);
  if (days === 1) return words.yesterday;
  if (days < 7) return new Intl.DateTimeFormat(locale, { weekday: 'short' }).format(at);
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(at);
}

/** A thread's day separator: "Today", "Yesterday" or the date. */
export function dayLabel(iso: string, now: Date, locale: string, words: MomentWords): string {
  const days = daysBetween(new Date(iso), now);
  if (days === 0) return words.today;
  if (days === 1) return words.yesterday;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'full' }).format(new Date(iso));
}

/** The local calendar day of a moment, to group a thread's messages under their day. */
export function dayKey(iso: string): string {
  const at = new Date(iso);
  return `${at.getFullYear()}-${at.getMonth()}-${at.getDate()}`;
}

/** A message's own time ("14:05"). */
export function clockTime(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { timeStyle: 'short' }).format(new Date(iso));
}
