import { describe, expect, it } from 'vitest';
import { addressMapLink } from '@/app/layout/footer/address-map-link';

describe('addressMapLink', () => {
  it('searches the business address on OpenStreetMap, not a fixed point', () => {
    const link = new URL(addressMapLink('12 Rue du Mail, 75002 Paris, France'));
    expect(link.origin + link.pathname).toBe('https://www.openstreetmap.org/search');
    expect(link.searchParams.get('query')).toBe('12 Rue du Mail, 75002 Paris, France');
  });
});
