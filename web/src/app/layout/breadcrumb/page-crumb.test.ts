import { describe, expect, it } from 'vitest';
import { pageCrumb, productNameFrom, TITLE_POLL_MS } from '@/app/layout/breadcrumb/page-crumb';

describe('pageCrumb', () => {
  it('is hidden on the landing page', () => {
    expect(pageCrumb('/', 'food')).toBeUndefined();
  });

  it.each([
    ['/checkout', 'checkout'],
    ['/profile', 'profile'],
    ['/track-order', 'tracking'],
    ['/store/12', 'store'],
    ['/store/latest', 'store'],
    ['/item', 'item'],
    ['/item/', 'item'],
  ])('names %s after SPEC.md (%s)', (path, key) => {
    expect(pageCrumb(path, 'grocery')).toEqual({ key });
  });

  it('says Parcel Delivery on the parcel home, the module name alone elsewhere', () => {
    expect(pageCrumb('/home', 'parcel')).toEqual({ key: 'parcelDelivery' });
    expect(pageCrumb('/home', 'food')).toBeNull();
  });

  it("uses the product's name on a product page", () => {
    expect(pageCrumb('/product/7', 'ecommerce')).toEqual({ productName: true });
    expect(TITLE_POLL_MS).toBe(300);
  });

  it('reads the product name from the title unless it is still the marketplace name', () => {
    expect(productNameFrom('Linen shirt', 'Ruelle')).toBe('Linen shirt');
    expect(productNameFrom('Ruelle', 'Ruelle')).toBeNull();
    expect(productNameFrom('  ', 'Ruelle')).toBeNull();
  });
});
