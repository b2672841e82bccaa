import { describe, expect, it } from 'vitest';
import { pageCrumb, productNameFrom, TITLE_POLL_MS, VERTICAL_PAGE_CRUMB } from '@/app/layout/breadcrumb/page-crumb';

describe('pageCrumb', () => {
  it('is hidden on the landing page', () => {
    expect(pageCrumb('/', 'food', null)).toBeUndefined();
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
    expect(pageCrumb(path, 'grocery', null)).toEqual({ key });
  });

  it("names /home after the module policy's home crumb, one of its web-vertical's strings; the module name alone without one", () => {
    expect(pageCrumb('/home', 'parcel', 'parcelDelivery')).toEqual({ vertical: 'parcel', key: 'parcelDelivery' });
    expect(pageCrumb('/home', 'food', null)).toBeNull();
  });

  it("names a web-vertical's pages with that vertical's own crumb string", () => {
    expect(pageCrumb('/rental/vehicle-search', 'food', null)).toEqual({ vertical: 'rental', key: VERTICAL_PAGE_CRUMB });
    expect(pageCrumb('/rentals', 'food', null)).toBeNull();
  });

  it("uses the product's name on a product page", () => {
    expect(pageCrumb('/product/7', 'ecommerce', null)).toEqual({ productName: true });
    expect(TITLE_POLL_MS).toBe(300);
  });

  it('reads the product name from the title unless it is still the marketplace name', () => {
    expect(productNameFrom('Linen shirt', 'Ruelle')).toBe('Linen shirt');
    expect(productNameFrom('Ruelle', 'Ruelle')).toBeNull();
    expect(productNameFrom('  ', 'Ruelle')).toBeNull();
  });
});
