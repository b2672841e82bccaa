import { describe, expect, it } from 'vitest';
import { modulePolicy } from './module-policy';
import { MODULE_TYPES } from './module-type';

describe('modulePolicy', () => {
  it('gives every module type a policy, and the shopping one to none chosen or an unknown type', () => {
    for (const type of MODULE_TYPES) expect(modulePolicy(type).cart).toMatch(/^(items|trips|none)$/);
    expect(modulePolicy(null)).toEqual(modulePolicy('grocery'));
    expect(modulePolicy('laundry')).toEqual(modulePolicy('grocery'));
  });

  it("states SPEC.md's module differences: parcel has no cart, wishlist nor tracking; rental keeps trips", () => {
    expect(modulePolicy('parcel')).toMatchObject({ cart: 'none', wishlist: false, trackOrder: false, homeCrumb: 'parcelDelivery' });
    expect(modulePolicy('rental').cart).toBe('trips');
    expect(modulePolicy('food').vegMarkers).toBe(true);
    expect(modulePolicy('ecommerce').productPage).toBe(true);
  });
});
