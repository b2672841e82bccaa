import { describe, expect, it } from 'vitest';
import { clampZoom, initialZoom, moduleServesZones, parseZoneIds, samePoint } from '@/features/location/model';

describe('location rules', () => {
  it('opens the map at 17, or 9 when zone outlines are shown, and keeps zoom within 0 to 22', () => {
    expect(initialZoom(false)).toBe(17);
    expect(initialZoom(true)).toBe(9);
    expect([clampZoom(-1), clampZoom(23), clampZoom(16.6)]).toEqual([0, 22, 17]);
  });

  it('reads the zone lookup answer: a JSON list as a string, or a bare id', () => {
    expect(parseZoneIds('[1]')).toEqual([1]);
    expect(parseZoneIds('[1,3]')).toEqual([1, 3]);
    expect(parseZoneIds('2')).toEqual([2]);
    expect(parseZoneIds('not json')).toEqual([]);
  });

  it('knows whether the chosen module delivers in a zone', () => {
    const module = { all_zone_service: 0, zones: [{ id: 2, name: 'Paris South' }] };
    expect(moduleServesZones(module, [2, 3])).toBe(true);
    expect(moduleServesZones(module, [1])).toBe(false);
    expect(moduleServesZones({ ...module, all_zone_service: 1 }, [1])).toBe(true);
  });

  it('treats points a few centimetres apart as the same place', () => {
    expect(samePoint({ lat: 48.8566, lng: 2.3522 }, { lat: 48.8566000001, lng: 2.3522 })).toBe(true);
    expect(samePoint({ lat: 48.8566, lng: 2.3522 }, { lat: 48.857, lng: 2.3522 })).toBe(false);
  });
});
