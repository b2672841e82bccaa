import { describe, expect, it } from 'vitest';
import { SHOPPING_POLICY, policyOf, type ModulePolicy } from './module-policy';

describe('policyOf', () => {
  it("reads the policy the server sent with a module", () => {
    const parcel: ModulePolicy = { ...SHOPPING_POLICY, cart: 'none', wishlist: false, home_crumb: 'parcelDelivery' };
    expect(policyOf({ policy: parcel })).toBe(parcel);
  });

  it('falls back on a shopping module while nothing is chosen or the answer has no policy', () => {
    expect(policyOf(null)).toBe(SHOPPING_POLICY);
    expect(policyOf({})).toBe(SHOPPING_POLICY);
    expect(SHOPPING_POLICY).toMatchObject({ cart: 'items', counts_stock: true, wishlist: true, track_order: true, product_page: false, checkout_documents: false });
  });
});
