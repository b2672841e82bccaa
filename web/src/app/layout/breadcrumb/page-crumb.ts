import { verticalRoutePrefixes } from '@/app/verticals/verticals';
import type shell from '@/shared/i18n/locales/en/shell.json';

/** A label of the breadcrumb (namespace "shell", under "crumb."). */
export type CrumbKey = keyof typeof shell.crumb;

/**
 * The breadcrumb's second part: a label key of the shell, a key of a web-vertical's own strings, or the
 * product's name.
 */
export type PageCrumb = { key: CrumbKey } | { vertical: string; key: string } | { productName: true } | null;

/** The key of a web-vertical's strings naming its pages in the breadcrumb (a page without it shows none). */
export const VERTICAL_PAGE_CRUMB = 'pageCrumb';

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
  // One order of My Orders: where it stands, as the tracking page shows it.
  ['/my-orders/', 'tracking'],
];

/**
 * SPEC.md section 2's breadcrumb: the module name plus the current page — the module policy's home
 * crumb on /home (parcel's Parcel Delivery, from its web-vertical), a web-vertical's own pages, Checkout, Profile, Tracking, Store, Item, or the product name. Null on the
 * landing page (hidden there) and where the module name alone says it (home).
 */
export function pageCrumb(pathname: string, moduleType: string | null, homeCrumb: string | null): PageCrumb | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === '/') return undefined;
  if (path === '/home') {
    return homeCrumb && moduleType ? { vertical: moduleType, key: homeCrumb } : null;
  }
  const owner = verticalRoutePrefixes.find(({ routePrefix }) => path.startsWith(`${routePrefix}/`));
  if (owner) return { vertical: owner.moduleType, key: VERTICAL_PAGE_CRUMB };
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
