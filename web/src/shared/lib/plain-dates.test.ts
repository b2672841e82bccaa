import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDayWithWeekday, formatMediumDate } from '@/shared/lib/plain-dates';

afterEach(() => vi.restoreAllMocks());

describe('formatMediumDate', () => {
  it('writes every month of English and French as Intl does, without Intl', () => {
    const days: Date[] = [];
    for (let month = 0; month < 12; month += 1) for (const day of [1, 9, 28]) days.push(new Date(2026, month, day, 23, 59));
    days.push(new Date(1999, 11, 31), new Date(2030, 1, 28, 0, 0));
    const expected = Object.fromEntries(['en', 'fr'].map((locale) => [locale, days.map((day) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(day))]));
    const intl = vi.spyOn(Intl, 'DateTimeFormat');
    for (const locale of ['en', 'fr']) expect(days.map((day) => formatMediumDate(day, locale))).toEqual(expected[locale]);
    expect(intl).not.toHaveBeenCalled();
  });

  it('leaves any other language to Intl', () => {
    const day = new Date(2026, 10, 28);
    expect(formatMediumDate(day, 'de')).toBe(new Intl.DateTimeFormat('de', { dateStyle: 'medium' }).format(day));
    expect(formatMediumDate(day, 'ar')).toBe(new Intl.DateTimeFormat('ar', { dateStyle: 'medium' }).format(day));
  });
});

describe('formatDayWithWeekday', () => {
  const intlDay = (locale: string, year: number, month: number, day: number) =>
    new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(Date.UTC(year, month, day, 12)));

  it('writes every weekday and month of English and French as Intl does, without Intl', () => {
    // A fortnight (every weekday twice), then the first of every month, then a leap day.
    const days = [
      ...Array.from({ length: 14 }, (_, index) => ({ year: 2026, month: 10, day: 23 + index })),
      ...Array.from({ length: 12 }, (_, month) => ({ year: 2027, month, day: 1 })),
      { year: 2028, month: 1, day: 29 },
    ].map(({ year, month, day }) => {
      // Past the month's end (Nov 31): the calendar's own next day, as the marketplace's would name it.
      const date = new Date(Date.UTC(year, month, day));
      return { year: date.getUTCFullYear(), month: date.getUTCMonth(), day: date.getUTCDate() };
    });
    const expected = Object.fromEntries(['en', 'fr'].map((locale) => [locale, days.map((day) => intlDay(locale, day.year, day.month, day.day))]));
    const intl = vi.spyOn(Intl, 'DateTimeFormat');
    for (const locale of ['en', 'fr']) expect(days.map((day) => formatDayWithWeekday(day, locale))).toEqual(expected[locale]);
    expect(intl).not.toHaveBeenCalled();
  });

  it('leaves any other language to Intl, on the same calendar day', () => {
    expect(formatDayWithWeekday({ year: 2026, month: 10, day: 28 }, 'de')).toBe(intlDay('de', 2026, 10, 28));
    expect(formatDayWithWeekday({ year: 2026, month: 10, day: 28 }, 'ar')).toBe(intlDay('ar', 2026, 10, 28));
  });
});
