import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dayAfter, dayText, instantOf, instantOfWallText, knowZoneOffset, wallText, wallTime } from './marketplace-time';

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

  it('writes what the zone’s clock reads at an instant, to the minute', () => {
    expect(wallText(new Date('2026-12-01T09:00:59Z'), 'Europe/Paris')).toBe('2026-12-01T10:00');
    expect(wallText(new Date('2026-11-30T23:30:00Z'), 'Europe/Paris')).toBe('2026-12-01T00:30');
  });

  it('reads a value back as the instant of the zone’s clock, across clock changes', () => {
    expect(instantOfWallText('2026-12-01T10:00', 'Europe/Paris')).toEqual(new Date('2026-12-01T09:00:00Z'));
    expect(instantOfWallText('2027-07-01T10:00', 'Europe/Paris')).toEqual(new Date('2027-07-01T08:00:00Z'));
    expect(instantOfWallText(wallText(new Date('2027-03-28T07:00:00Z'), 'Europe/Paris'), 'Europe/Paris')).toEqual(new Date('2027-03-28T07:00:00Z'));
  });

  it('reads nothing from what is no date and time', () => {
    for (const text of ['', '2026-12-01', '2026-02-30T10:00', '2026-12-01T24:00', '2026-12-01T10:00:00Z']) {
      expect(instantOfWallText(text, 'Europe/Paris')).toBeNull();
    }
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

  it('reads a moment within the offset span the server told by adding the offset, without the browser’s zone data', () => {
    const clock = vi.spyOn(Intl, 'DateTimeFormat');
    // Lord Howe Island's summer time (UTC+11) from 3 October 2026 15:30 UTC to 3 April 2027 15:00 UTC.
    knowZoneOffset('Australia/Lord_Howe', { seconds: 11 * 3600, since: new Date('2026-10-03T15:30:00Z'), until: new Date('2027-04-03T15:00:00Z') });
    expect(wallTime(new Date('2026-11-30T13:30:00Z'), 'Australia/Lord_Howe')).toEqual({ year: 2026, month: 11, day: 1, weekday: 2, minutes: 30 });
    expect(wallTime(new Date('2027-04-03T14:59:00Z'), 'Australia/Lord_Howe')).toEqual({ year: 2027, month: 3, day: 4, weekday: 0, minutes: 1 * 60 + 59 });
    expect(clock).not.toHaveBeenCalled();
    // From the span's end, the browser's zone data: the island is back to UTC+10:30.
    expect(wallTime(new Date('2027-04-03T15:00:00Z'), 'Australia/Lord_Howe')).toEqual({ year: 2027, month: 3, day: 4, weekday: 0, minutes: 1 * 60 + 30 });
    expect(clock).toHaveBeenCalled();
    clock.mockRestore();
  });

  it('reads the device’s own zone from the date itself when no zone is known yet', () => {
    const clock = vi.spyOn(Intl, 'DateTimeFormat');
    expect(wallTime(new Date('2026-11-30T15:30:00Z'), undefined)).toEqual({ year: 2026, month: 11, day: 1, weekday: 2, minutes: 30 });
    expect(clock).not.toHaveBeenCalled();
    clock.mockRestore();
  });

  it('counts calendar days on, across months and years', () => {
    expect(dayAfter({ year: 2026, month: 11, day: 30 }, 2)).toEqual({ year: 2027, month: 0, day: 1, weekday: 5 });
    expect(dayText({ year: 2026, month: 10, day: 7 })).toBe('2026-11-07');
  });
});
