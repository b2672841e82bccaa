import { modulePolicy } from '@storefront/sdk';
import type shell from '@/shared/i18n/locales/en/shell.json';

/** A label of the breadcrumb (namespace "shell", under "crumb."). */
export type CrumbKey = keyof typeof shell.crumb;

/** The breadcrumb's second part: a label key, or the product's name. */
export type PageCrumb = { key: CrumbKey } | { productName: true } | null;

/** Label keys (namespace "shell", under "crumb.") of the pages the breadcrumb names by their path. */
const BY_PATH: Record<string, CrumbKey> = {
  '/checkout': 'checkout',
  '/profile': 'profile',
  '/track-order': 'tracking',
  '/item': 'item',
  '/categories': 'categories',
  '/my-orders': 'myOrders',
  '/my-trips': 'myTrips',
  '/wallet': 'wallet',
  '/coupons': 'coupons',
  '/loyalty-points': 'loyaltyPoints',
  '/referral-code': 'referralCode',
  '/settings': 'settings',
  '/help-and-support': 'help',
  '/interest': 'interest',
};

/** Pages whose path starts with one of these share one label. */
const BY_PREFIX: [string, CrumbKey][] = [
  ['/store/', 'store'],
  ['/category/', 'category'],
  ['/rental/', 'rental'],
  // One order of My Orders: where it stands, as the tracking page shows it.
  ['/my-orders/', 'tracking'],
];

/**
 * SPEC.md section 2's breadcrumb: the module name plus the current page — Parcel Delivery (home in
 * the parcel module), Checkout, Profile, Tracking, Store, Item, or the product name. Null on the
 * landing page (hidden there) and where the module name alone says it (home).
 */
export function pageCrumb(pathname: string, moduleType: string | null): PageCrumb | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === '/') return undefined;
  if (path === '/home') {
    const crumb = modulePolicy(moduleType).homeCrumb;
    return crumb ? { key: crumb } : null;
  }
  if (path.startsWith('/product/')) return { productName: true };
  const key = BY_PATH[path] ?? BY_PREFIX.find(([prefix]) => path.startsWith(prefix))?.[1];
  return key ? { key } : null;
}

/** SPEC.md section 9: the product name is read from the page title every 300 ms. */
export const TITLE_POLL_MS = 300;

/** The product's name from the document title, unless the title is still the marketplace's own. */
export function productNameFrom(documentTitle: string, businessName: string | undefined): string | null {
  const title = documentTitle.trim();
  return title && title !== businessName ? title : null;
}
