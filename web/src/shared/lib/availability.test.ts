import { describe, expect, it } from 'vitest';
import { isAvailableAt, shortTime } from '@/shared/lib/availability';

const at = (clock: string) => new Date(`2026-06-01T${clock}:00`);

describe('isAvailableAt', () => {
  it('is true inside the window, ends included', () => {
    expect(isAvailableAt('08:00', '20:30', at('08:00'))).toBe(true);
    expect(isAvailableAt('08:00', '20:30', at('20:30'))).toBe(true);
    expect(isAvailableAt('00:00', '23:59', at('23:59'))).toBe(true);
  });

  it('is false outside the window', () => {
    expect(isAvailableAt('08:00', '20:30', at('07:59'))).toBe(false);
    expect(isAvailableAt('08:00', '20:30', at('20:31'))).toBe(false);
  });

  it('wraps a window past midnight', () => {
    expect(isAvailableAt('22:00', '02:00', at('23:30'))).toBe(true);
    expect(isAvailableAt('22:00', '02:00', at('01:00'))).toBe(true);
    expect(isAvailableAt('22:00', '02:00', at('12:00'))).toBe(false);
  });

  it('treats a missing or unreadable window as always open', () => {
    expect(isAvailableAt(null, '10:00', at('12:00'))).toBe(true);
    expect(isAvailableAt('soon', 'later', at('12:00'))).toBe(true);
  });
});

describe('shortTime', () => {
  it('keeps hours and minutes', () => {
    expect(shortTime('08:00:00')).toBe('08:00');
  });
});
