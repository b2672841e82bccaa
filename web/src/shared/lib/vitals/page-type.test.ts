import { describe, expect, it } from 'vitest';
import { pageTypeOf } from '@/shared/lib/vitals/page-type';

describe('pageTypeOf', () => {
  it.each([
    ['/', 'landing'],
    ['', 'landing'],
    ['/home', 'home'],
    ['/store/12', 'store'],
    ['/store/popular', 'store'],
    ['/product/7', 'item'],
    ['/item', 'item'],
    ['/category/3', 'category'],
    ['/categories', 'category'],
    ['/search', 'search'],
    ['/checkout', 'checkout'],
    ['/payment/demo/abc', 'checkout'],
    ['/my-orders/100', 'orders'],
    ['/track-order', 'orders'],
    ['/profile', 'account'],
    ['/wallet', 'account'],
    ['/privacy-policy', 'other'],
    ['/rental/vehicle-search', 'other'],
    ['/constructor', 'other'],
  ])('%s is a %s page', (path, type) => {
    expect(pageTypeOf(path)).toBe(type);
  });
});
