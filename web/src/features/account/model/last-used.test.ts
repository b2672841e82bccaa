import { describe, expect, it } from 'vitest';
import { dateTime, lastUsed } from '@/features/account/model/last-used';

const NOW_MS = Date.UTC(2026, 10, 28, 12, 0, 0);
const NOW = NOW_MS / 1000;

describe('when a device was last used', () => {
  it('is now under a minute, and when the server clock runs a little ahead', () => {
    expect(lastUsed(NOW - 59, NOW_MS, 'en')).toEqual({ kind: 'now' });
    expect(lastUsed(NOW + 5, NOW_MS, 'en')).toEqual({ kind: 'now' });
  });

  it('is relative within the week, in the interface language', () => {
    expect(lastUsed(NOW - 5 * 60, NOW_MS, 'en')).toEqual({ kind: 'relative', text: '5 minutes ago' });
    expect(lastUsed(NOW - 3 * 3600, NOW_MS, 'fr')).toEqual({ kind: 'relative', text: 'il y a 3 heures' });
    expect(lastUsed(NOW - 86_400 - 60, NOW_MS, 'en')).toEqual({ kind: 'relative', text: 'yesterday' });
    expect(lastUsed(NOW - 6 * 86_400, NOW_MS, 'en')).toEqual({ kind: 'relative', text: '6 days ago' });
  });

  it('is a date and time past the week', () => {
    const old = NOW - 30 * 86_400;
    expect(lastUsed(old, NOW_MS, 'fr')).toEqual({ kind: 'date', text: dateTime(old, 'fr') });
    expect(dateTime(old, 'en')).toMatch(/Oct 29, 2026/);
  });
});
