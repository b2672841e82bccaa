/**
 * The page types field data is grouped by (core/vitals/model.py keeps the same list): a route's
 * kind, never its ids, so a beacon says nothing about what the shopper looked at.
 */
export type PageType =
  | 'landing'
  | 'home'
  | 'store'
  | 'item'
  | 'category'
  | 'search'
  | 'checkout'
  | 'orders'
  | 'account'
  | 'other';

/** The first segment of a path → its page type (web/src/app/router.tsx's routes). */
const BY_FIRST_SEGMENT: Partial<Record<string, PageType>> = {
  home: 'home',
  store: 'store',
  product: 'item',
  item: 'item',
  category: 'category',
  categories: 'category',
  search: 'search',
  checkout: 'checkout',
  payment: 'checkout',
  'my-orders': 'orders',
  'track-order': 'orders',
  profile: 'account',
  settings: 'account',
  wallet: 'account',
  coupons: 'account',
  'loyalty-points': 'account',
  'referral-code': 'account',
  'my-trips': 'account',
  interest: 'account',
};

/** The page type of a router pathname ("/store/12" → "store"); any page not listed is "other". */
export function pageTypeOf(pathname: string): PageType {
  const first = pathname.split('/').find((segment) => segment !== '') ?? '';
  if (first === '') return 'landing';
  return (Object.hasOwn(BY_FIRST_SEGMENT, first) ? BY_FIRST_SEGMENT[first] : undefined) ?? 'other';
}
