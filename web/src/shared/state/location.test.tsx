import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { contextHeaders } from '@/shared/api/context-headers';
import { StateProvider, useAtomValue, useSetAtom } from '@/shared/state/app-store';
import { hasLocationAtom, saveLocationAtom } from '@/shared/state/location';

const wrapper = ({ children }: { children: ReactNode }) => <StateProvider>{children}</StateProvider>;

describe('saveLocationAtom', () => {
  it('stores location, zoneid and currentLatLng under SPEC.md’s keys, which the API headers then carry', () => {
    const { result } = renderHook(() => ({ save: useSetAtom(saveLocationAtom), has: useAtomValue(hasLocationAtom) }), {
      wrapper,
    });
    expect(result.current.has).toBe(false);

    act(() => result.current.save({ address: '120 Rue de Rivoli, Paris', lat: 48.8606, lng: 2.3444, zoneIds: [1, 3] }));

    expect(result.current.has).toBe(true);
    expect(window.localStorage.getItem('zoneid')).toBe('[1,3]');
    expect(JSON.parse(window.localStorage.getItem('currentLatLng')!)).toEqual({ lat: 48.8606, lng: 2.3444 });
    expect(JSON.parse(window.localStorage.getItem('location')!)).toEqual({
      address: '120 Rue de Rivoli, Paris',
      lat: 48.8606,
      lng: 2.3444,
      zoneIds: [1, 3],
    });
    expect(contextHeaders()).toMatchObject({ zoneId: '[1,3]', latitude: '48.8606', longitude: '2.3444' });
  });
});
