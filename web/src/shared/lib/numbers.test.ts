import { describe, expect, it } from 'vitest';
import { formatLargeNumber, formatRating, starValue } from '@/shared/lib/numbers';

describe('formatRating', () => {
  it('writes the configured decimals, two by default', () => {
    expect(formatRating(4.6)).toBe('4.60');
    expect(formatRating(4.567, 1)).toBe('4.6');
    expect(formatRating(4, 0)).toBe('4');
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
  });

  it('shortens with K, M and B and one decimal', () => {
    expect(formatLargeNumber(100_000)).toBe('100.0K');
    expect(formatLargeNumber(150_500)).toBe('150.5K');
    expect(formatLargeNumber(1_000_000)).toBe('1.0M');
    expect(formatLargeNumber(2_340_000)).toBe('2.3M');
    expect(formatLargeNumber(1_000_000_000)).toBe('1.0B');
  });
});
