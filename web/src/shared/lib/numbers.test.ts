import { describe, expect, it } from 'vitest';
import { formatDistance, formatLargeNumber, formatPercentOff, formatRating, starValue } from '@/shared/lib/numbers';

/** The space French puts before "%" and between thousands: a no-break space, narrow or not by ICU version. */
const FRENCH_SPACE = '[\u00a0\u202f]';

describe('formatRating', () => {
  it('writes the configured decimals, two by default', () => {
    expect(formatRating(4.6)).toBe('4.60');
    expect(formatRating(4.567, 1)).toBe('4.6');
    expect(formatRating(4, 0)).toBe('4');
  });

  it('separates decimals the way the interface language does', () => {
    expect(formatRating(4.9, 2, 'en')).toBe('4.90');
    expect(formatRating(4.9, 2, 'fr')).toBe('4,90');
    expect(formatRating(4.567, 1, 'fr')).toBe('4,6');
  });
});

describe('starValue', () => {
  it('rounds to the nearest half star', () => {
    expect(starValue(4.2)).toBe(4);
    expect(starValue(4.3)).toBe(4.5);
    expect(starValue(4.76)).toBe(5);
    expect(starValue(0)).toBe(0);
    expect(starValue(7)).toBe(5);
  });
});

describe('formatLargeNumber', () => {
  it('keeps numbers under 100,000 as they are', () => {
    expect(formatLargeNumber(99_999)).toBe('99999');
    expect(formatLargeNumber(12)).toBe('12');
    expect(formatLargeNumber(99_999, 'fr')).toBe('99999');
  });

  it('shortens with K, M and B and one decimal', () => {
    expect(formatLargeNumber(100_000)).toBe('100.0K');
    expect(formatLargeNumber(150_500)).toBe('150.5K');
    expect(formatLargeNumber(1_000_000)).toBe('1.0M');
    expect(formatLargeNumber(2_340_000)).toBe('2.3M');
    expect(formatLargeNumber(1_000_000_000)).toBe('1.0B');
  });

  it('writes the decimal the French way in French', () => {
    expect(formatLargeNumber(150_500, 'fr')).toBe('150,5K');
    expect(formatLargeNumber(2_340_000, 'fr')).toBe('2,3M');
  });
});

describe('formatDistance', () => {
  it('keeps at most one decimal, with the language’s separator', () => {
    expect(formatDistance(2.345, 'en')).toBe('2.3');
    expect(formatDistance(2.345, 'fr')).toBe('2,3');
    expect(formatDistance(3, 'fr')).toBe('3');
  });
});

describe('formatPercentOff', () => {
  it('writes every discount badge the same way in one language', () => {
    expect(formatPercentOff(5, 'en')).toBe('-5%');
    expect(formatPercentOff(10, 'en')).toBe('-10%');
    expect(formatPercentOff(5, 'fr')).toMatch(new RegExp(`^-5${FRENCH_SPACE}%$`));
    expect(formatPercentOff(10, 'fr')).toMatch(new RegExp(`^-10${FRENCH_SPACE}%$`));
  });

  it('rounds to a whole percent and always reads as taken off', () => {
    expect(formatPercentOff(12.6, 'en')).toBe('-13%');
    expect(formatPercentOff(-10, 'en')).toBe('-10%');
  });
});
