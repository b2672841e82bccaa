/**
 * A flash sale's end as the server answers it ("YYYY-MM-DD HH:mm", the marketplace's own time), written
 * in the shopper's language ("Sat 28 Nov, 20:00"). The text is read as a wall-clock time and written back
 * in UTC, so the shopper's own time zone never moves it.
 */
export function formatSaleEnd(ends: string, language: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2})$/.exec(ends);
  if (!match) return ends;
  const [, year, month, day, hour, minute] = match.map(Number) as [number, number, number, number, number, number];
  const moment = new Date(Date.UTC(year, month - 1, day, hour, minute));
  return new Intl.DateTimeFormat(language, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    // Hours as the marketplace writes its times (SPEC.md's "HH:mm").
    hourCycle: 'h23',
    timeZone: 'UTC',
  }).format(moment);
}
