import type { Page } from '@playwright/test';

/** The demo marketplace's time zone (MARKETPLACE_TIME_ZONE's default): its today and tomorrow are Paris's. */
export const MARKETPLACE_TIME_ZONE = 'Europe/Paris';

/** "HH:mm" and "YYYY-MM-DD" of an instant on the marketplace's wall clock. */
export function onMarketplaceClock(instant: Date): { clock: string; date: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: MARKETPLACE_TIME_ZONE,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return { clock: `${parts.hour}:${parts.minute}`, date: `${parts.year}-${parts.month}-${parts.day}` };
}

/** The server's clock (GET /api/v1/config/clock): the instant it reads and the zone it names. */
export async function serverClock(page: Page): Promise<{ now: Date; timeZone: string }> {
  const clock = (await (await page.request.get('/api/v1/config/clock')).json()) as { now: string; time_zone: string };
  return { now: new Date(clock.now), timeZone: clock.time_zone };
}

/**
 * Tomorrow on the marketplace's calendar, as noon UTC of that date (so its UTC day and weekday are the
 * marketplace's): near midnight the test machine's own tomorrow can be a day off.
 */
export async function marketplaceTomorrow(page: Page): Promise<Date> {
  const tomorrow = new Date(`${onMarketplaceClock((await serverClock(page)).now).date}T12:00:00Z`);
  tomorrow.setUTCDate(tomorrow.getUTCDate() + 1);
  return tomorrow;
}
