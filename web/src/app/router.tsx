import { createBrowserRouter, type RouteObject } from 'react-router';
import { AppLayout } from '@/app/layout/app-layout';
import { RouteError } from '@/app/routes/route-error';
import { VerticalSlot } from '@/app/vertical-slot';
import { CatalogueOutlet } from '@/features/catalogue/slots';
import { ALL_CONTENT_SLUGS } from '@/features/pages/model/slugs';
import { PageSpinner } from '@/shared/ui/page-spinner';

/** Footer pages with a route of their own (more than their text). */
const ROUTED_APART = new Set<string>(['help-and-support', 'store-registration', 'deliveryman-registration']);

const loadContent = () => import(/* webpackChunkName: "route-content" */ '@/app/routes/content');
const loadAccount = () => import(/* webpackChunkName: "route-account" */ '@/app/routes/account/account-page');

/**
 * The account, checkout, tracking and footer pages (SPEC.md section 2). Every footer page shares
 * one chunk: its text comes from the API by the path's slug.
 */
const SHELL_ROUTES: RouteObject[] = [
  { path: 'checkout', lazy: () => import(/* webpackChunkName: "route-checkout" */ '@/app/routes/checkout') },
  { path: 'profile', lazy: () => import(/* webpackChunkName: "route-profile" */ '@/app/routes/profile') },
  ...['my-orders', 'my-trips', 'wallet', 'coupons', 'loyalty-points', 'referral-code'].map((path) => ({ path, lazy: loadAccount })),
  { path: 'settings', lazy: () => import(/* webpackChunkName: "route-settings" */ '@/app/routes/settings') },
  { path: 'track-order', lazy: () => import(/* webpackChunkName: "route-track-order" */ '@/app/routes/track-order') },
  { path: 'interest', lazy: () => import(/* webpackChunkName: "route-interest" */ '@/app/routes/interest') },
  { path: 'help-and-support', lazy: () => import(/* webpackChunkName: "route-help" */ '@/app/routes/help-and-support') },
  ...['store-registration', 'deliveryman-registration'].map((path) => ({
    path,
    lazy: () => import(/* webpackChunkName: "route-registration" */ '@/app/routes/registration'),
  })),
  ...ALL_CONTENT_SLUGS.filter((slug) => !ROUTED_APART.has(slug)).map((path) => ({ path, lazy: loadContent })),
];

/**
 * Every page is a lazy route, its own chunk. The chunk names ("route-…") are what the first-load
 * budget (web/scripts/check-budget.mjs) reports, so keep one per page.
 */
export const routes: RouteObject[] = [
  {
    Component: AppLayout,
    ErrorBoundary: RouteError,
    HydrateFallback: PageSpinner,
    children: [
      { index: true, lazy: () => import(/* webpackChunkName: "route-landing" */ '@/app/routes/landing') },
      {
        // Catalogue pages draw module-specific parts (food's veg and halal marks) through the app's vertical slot.
        element: <CatalogueOutlet slot={VerticalSlot} />,
        children: [
          { path: 'home', lazy: () => import(/* webpackChunkName: "route-home" */ '@/features/catalogue/routes/home') },
          { path: 'search', lazy: () => import(/* webpackChunkName: "route-search" */ '@/features/catalogue/routes/search') },
          { path: 'categories', lazy: () => import(/* webpackChunkName: "route-categories" */ '@/features/catalogue/routes/categories') },
          { path: 'category/:id', lazy: () => import(/* webpackChunkName: "route-category" */ '@/features/catalogue/routes/category') },
          { path: 'store/latest', lazy: () => import(/* webpackChunkName: "route-store-latest" */ '@/features/catalogue/routes/store-latest') },
          { path: 'store/popular', lazy: () => import(/* webpackChunkName: "route-store-popular" */ '@/features/catalogue/routes/store-popular') },
          { path: 'store/:id', lazy: () => import(/* webpackChunkName: "route-store" */ '@/features/catalogue/routes/store') },
          { path: 'product/:id', lazy: () => import(/* webpackChunkName: "route-product" */ '@/features/catalogue/routes/product') },
          { path: 'item', lazy: () => import(/* webpackChunkName: "route-item" */ '@/features/catalogue/routes/item') },
        ],
      },
      ...SHELL_ROUTES,
      {
        element: <CatalogueOutlet slot={VerticalSlot} />,
        children: [
          { path: 'rental/vehicle-search', lazy: () => import(/* webpackChunkName: "route-rental-vehicles" */ '@/app/routes/rental/vehicle-search') },
          { path: 'rental/provider-details', lazy: () => import(/* webpackChunkName: "route-rental-provider" */ '@/app/routes/rental/provider-details') },
        ],
      },
      { path: '*', lazy: () => import(/* webpackChunkName: "route-not-found" */ '@/app/routes/not-found') },
    ],
  },
];

/** The browser router; unknown paths still render the app (the server answers them with index.html). */
export function createAppRouter() {
  return createBrowserRouter(routes);
}
