import { describe, expect, it } from 'vitest';
import { addressesForZone } from '@/features/addresses/model/saved-addresses';
import type { Address } from '@/features/addresses/types';

const at = (id: number, zone_ids: number[]) => ({ id, zone_ids }) as Address;

describe('addressesForZone', () => {
  const addresses = [at(1, [1]), at(2, [2, 3]), at(3, [])];

  it("keeps only the addresses whose zones include the store's zone", () => {
    expect(addressesForZone(addresses, 3).map((address) => address.id)).toEqual([2]);
    expect(addressesForZone(addresses, 9)).toEqual([]);
  });

  it('keeps them all when no store zone is given', () => {
    expect(addressesForZone(addresses)).toEqual(addresses);
    expect(addressesForZone(addresses, null)).toEqual(addresses);
  });
});
