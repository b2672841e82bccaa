import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dayAfter, dayText, instantOf, wallTime } from '@/shared/lib/marketplace-time';

describe('the marketplace’s wall clock', () => {
  const device = process.env.TZ;
  // The device in Tokyo: nothing below may read its zone.
  beforeEach(() => {
    process.env.TZ = 'Asia/Tokyo';
  });
  afterEach(() => {
    if (device === undefined) delete process.env.TZ;
    else process.env.TZ = device;
  });

  it('reads an instant on the zone given', () => {
    expect(wallTime(new Date('2026-11-28T23:30:00Z'), 'Europe/Paris')).toEqual({ year: 2026, month: 10, day: 29, weekday: 0, minutes: 30 });
    expect(wallTime(new Date('2026-07-01T03:59:00Z'), 'America/New_York')).toEqual({ year: 2026, month: 5, day: 30, weekday: 2, minutes: 23 * 60 + 59 });
  });

  it('finds the instant of a wall time, across clock changes', () => {
    expect(instantOf({ year: 2026, month: 10, day: 29 }, 30, 'Europe/Paris')).toEqual(new Date('2026-11-28T23:30:00Z'));
    expect(instantOf({ year: 2026, month: 6, day: 1 }, 9 * 60, 'America/New_York')).toEqual(new Date('2026-07-01T13:00:00Z'));
    // 28 March 2027, Paris moves to UTC+2 at 02:00; the 25 hours of 31 October 2027 end at UTC+1.
    expect(instantOf({ year: 2027, month: 2, day: 28 }, 9 * 60, 'Europe/Paris')).toEqual(new Date('2027-03-28T07:00:00Z'));
    expect(instantOf({ year: 2027, month: 9, day: 31 }, 23 * 60, 'Europe/Paris')).toEqual(new Date('2027-10-31T22:00:00Z'));
    // More than a day of minutes runs into the next day.
    expect(instantOf({ year: 2026, month: 10, day: 26 }, 1440 + 30, 'Europe/Paris')).toEqual(new Date('2026-11-26T23:30:00Z'));
  });

  it('counts calendar days on, across months and years', () => {
    expect(dayAfter({ year: 2026, month: 11, day: 30 }, 2)).toEqual({ year: 2027, month: 0, day: 1, weekday: 5 });
    expect(dayText({ year: 2026, month: 10, day: 7 })).toBe('2026-11-07');
  });
});
