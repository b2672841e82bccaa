import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatMediumDate } from '@/shared/lib/plain-dates';

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
