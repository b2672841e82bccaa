import { describe, expect, it } from 'vitest';
import { directionsUrl } from '@/features/checkout/model/directions';

describe('the directions link', () => {
  it('asks Google Maps for the way from the store to the delivery point', () => {
    const url = new URL(directionsUrl({ lat: 48.8738, lng: 2.332 }, { lat: 48.8645, lng: -2.347 }));
    expect(url.origin + url.pathname).toBe('https://www.google.com/maps/dir/');
    expect(url.searchParams.get('api')).toBe('1');
    expect(url.searchParams.get('origin')).toBe('48.8738,2.332');
    expect(url.searchParams.get('destination')).toBe('48.8645,-2.347');
  });
});
