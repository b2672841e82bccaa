import { afterEach, describe, expect, it } from 'vitest';
import { carryNoticesAcrossReload, takeCarriedNotices } from '@/app/layout/notices-after-reload';

describe('notices carried across a reload', () => {
  afterEach(() => window.sessionStorage.clear());

  it('hands the reloaded page its warnings once', () => {
    carryNoticesAcrossReload(['Your cart has been cleared']);
    expect(takeCarriedNotices()).toEqual(['Your cart has been cleared']);
    expect(takeCarriedNotices()).toEqual([]);
  });

  it('keeps nothing for a reload without warnings, and ignores what is not a list of texts', () => {
    carryNoticesAcrossReload([]);
    expect(window.sessionStorage.length).toBe(0);
    window.sessionStorage.setItem('notices-after-reload', '{"a":1}');
    expect(takeCarriedNotices()).toEqual([]);
    window.sessionStorage.setItem('notices-after-reload', '["kept", 3]');
    expect(takeCarriedNotices()).toEqual(['kept']);
  });
});
