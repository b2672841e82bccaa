import { lazy, Suspense, useEffect, type ComponentType, type ReactNode } from 'react';
import { useRoutes, type RouteObject } from 'react-router';
import { BootShell } from '@/app/boot-shell';
import { AppLayout } from '@/app/layout/app-layout';
import { RouteErrorBoundary } from '@/app/route-error-boundary';
import { HomeRoute } from '@/app/routes/home';
import { useAppModuleSuggester } from '@/app/verticals/search-suggester';
import { VerticalSlot } from '@/app/verticals/vertical-slot';
import { verticalRootPages, verticalRoutePrefixes } from '@/app/verticals/verticals';
import { CatalogueOutlet } from '@/features/catalogue/slots';
import { ALL_CONTENT_SLUGS } from '@/features/pages/model/slugs';
import { ACCOUNT_PATHS, REGISTRATION_PATHS } from '@/app/page-paths';
import { PAGE_STRINGS } from '@/app/page-strings';
import { i18n } from '@/shared/i18n';
import type { Namespace } from '@/shared/i18n/resources';
import { notePageDrawn } from '@/shared/lib/after-first-view';

/** Footer pages with a route of their own (more than their text). */
const ROUTED_APART = new Set<string>([
  'help-and-support',
  ...REGISTRATION_PATHS,
  // A web-vertical's page in place of the text (parcel's /send-package is its send flow).
  ...verticalRootPages.map(({ page }) => page),
]);

/** What a page's chunk exports (react-router's lazy route convention, kept for the tests' data routers). */
type PageModule = { Component: ComponentType };

/**
 * A page behind a dynamic import: its own chunk, fetched the first time the page is drawn, together with
 * the strings it shows at once that are not in the first load (`namespaces`, from app/page-strings.ts).
 */
function page(load: () => Promise<PageModule>, namespaces: readonly Namespace[] = []): ReactNode {
  const Page = lazy(() =>
    Promise.all([load(), namespaces.length > 0 ? i18n.loadNamespaces([...namespaces]) : null]).then(([{ Component }]) => ({
      default: function DrawnPage() {
        // The first page drawn is part of what ends the first view (shared/lib/after-first-view.ts).
        useEffect(notePageDrawn, []);
        return <Component />;
      },
    })),
  );
  return <Page />;
}

const loadContent = () => import(/* webpackChunkName: "route-content" */ '@/app/routes/content');
const loadVerticalPages = () => import(/* webpackChunkName: "route-vertical" */ '@/app/routes/vertical-pages');
const loadAccount = () => import(/* webpackChunkName: "route-account" */ '@/app/routes/account/account-page');

/**
 * The account, checkout, tracking and footer pages (SPEC.md section 2). Every footer page shares
 * one chunk: its text comes from the API by the path's slug.
 */
const SHELL_ROUTES: RouteObject[] = [
  { path: 'checkout', element: page(() => import(/* webpackChunkName: "route-checkout" */ '@/app/routes/checkout'), PAGE_STRINGS['route-checkout']) },
  { path: 'profile', element: page(() => import(/* webpackChunkName: "route-profile" */ '@/app/routes/profile')) },
  { path: 'my-orders', element: page(() => import(/* webpackChunkName: "route-my-orders" */ '@/app/routes/my-orders'), PAGE_STRINGS['route-my-orders']) },
  { path: 'my-orders/:id', element: page(() => import(/* webpackChunkName: "route-order-details" */ '@/app/routes/order-details'), PAGE_STRINGS['route-order-details']) },
  // The demo gateway's hosted page (clearly a demo), where paying an order or a top-up online leads.
  { path: 'payment/demo/:token', element: page(() => import(/* webpackChunkName: "route-payment-demo" */ '@/app/routes/payment-demo')) },
  // Stripe's card page (Stripe.js draws the card form on our page), where paying online with Stripe leads.
  { path: 'payment/stripe/:token', element: page(() => import(/* webpackChunkName: "route-payment-stripe" */ '@/app/routes/payment-stripe')) },
  ...ACCOUNT_PATHS.map((path) => ({ path, element: page(loadAccount, PAGE_STRINGS['route-account']) })),
  { path: 'settings', element: page(() => import(/* webpackChunkName: "route-settings" */ '@/app/routes/settings'), PAGE_STRINGS['route-settings']) },
  { path: 'track-order', element: page(() => import(/* webpackChunkName: "route-track-order" */ '@/app/routes/track-order'), PAGE_STRINGS['route-track-order']) },
  { path: 'interest', element: page(() => import(/* webpackChunkName: "route-interest" */ '@/app/routes/interest')) },
  { path: 'help-and-support', element: page(() => import(/* webpackChunkName: "route-help" */ '@/app/routes/help-and-support'), PAGE_STRINGS['route-help']) },
  ...REGISTRATION_PATHS.map((path) => ({
    path,
    element: page(() => import(/* webpackChunkName: "route-registration" */ '@/app/routes/registration')),
  })),
  ...ALL_CONTENT_SLUGS.filter((slug) => !ROUTED_APART.has(slug)).map((path) => ({ path, element: page(loadContent, PAGE_STRINGS['route-content']) })),
];

/**
 * Every page is a lazy route, its own chunk. The chunk names ("route-…") are what the first-load
 * budget (web/scripts/check-budget.mjs) reports, so keep one per page.
 */
export const routes: RouteObject[] = [
  {
    // While the first page's code loads, index.html's static first view stays as it was painted;
    // later pages load in a transition, the current one staying until the next is ready.
    element: (
      <RouteErrorBoundary>
        <Suspense fallback={<BootShell />}>
          <AppLayout />
        </Suspense>
      </RouteErrorBoundary>
    ),
    children: [
      { index: true, element: page(() => import(/* webpackChunkName: "route-landing" */ '@/app/routes/landing'), PAGE_STRINGS['route-landing']) },
      {
        // Catalogue pages draw module-specific parts (food's veg and halal marks) through the app's vertical slot.
        element: <CatalogueOutlet slot={VerticalSlot} suggester={useAppModuleSuggester} />,
        children: [
          {
            path: 'home',
            element: (
              <HomeRoute
                catalogue={page(() => import(/* webpackChunkName: "route-home" */ '@/app/routes/catalogue/home'))}
                own={page(() => import(/* webpackChunkName: "module-home" */ '@/app/routes/module-home'))}
              />
            ),
          },
          { path: 'search', element: page(() => import(/* webpackChunkName: "route-search" */ '@/app/routes/catalogue/search')) },
          { path: 'categories', element: page(() => import(/* webpackChunkName: "route-categories" */ '@/app/routes/catalogue/categories')) },
          { path: 'category/:id', element: page(() => import(/* webpackChunkName: "route-category" */ '@/app/routes/catalogue/category')) },
          { path: 'store/latest', element: page(() => import(/* webpackChunkName: "route-store-latest" */ '@/app/routes/catalogue/store-latest')) },
          { path: 'store/popular', element: page(() => import(/* webpackChunkName: "route-store-popular" */ '@/app/routes/catalogue/store-popular')) },
          { path: 'store/:id', element: page(() => import(/* webpackChunkName: "route-store" */ '@/app/routes/catalogue/store')) },
          { path: 'product/:id', element: page(() => import(/* webpackChunkName: "route-product" */ '@/app/routes/catalogue/product')) },
          { path: 'item', element: page(() => import(/* webpackChunkName: "route-item" */ '@/app/routes/catalogue/item')) },
        ],
      },
      ...SHELL_ROUTES,
      {
        // Each web-vertical's own pages, under the route prefix its package.json declares (rental's
        // /rental/vehicle-search): the page comes with the vertical's bundle.
        element: <CatalogueOutlet slot={VerticalSlot} suggester={useAppModuleSuggester} />,
        children: [
          ...verticalRoutePrefixes.map(({ moduleType, routePrefix }) => ({
            path: `${routePrefix.slice(1)}/*`,
            element: page(() => loadVerticalPages().then(({ VerticalPages }) => ({ Component: () => <VerticalPages moduleType={moduleType} /> }))),
          })),
          // The pages a vertical also puts at the root (its package.json's rootPages).
          ...verticalRootPages.map(({ moduleType, page: at }) => ({
            path: at,
            element: page(() => loadVerticalPages().then(({ VerticalPages }) => ({ Component: () => <VerticalPages moduleType={moduleType} at={at} /> }))),
          })),
        ],
      },
      { path: '*', element: page(() => import(/* webpackChunkName: "route-not-found" */ '@/app/routes/not-found')) },
    ],
  },
];

/**
 * The app's pages (inside a BrowserRouter); unknown paths still render the app (the server answers
 * them with index.html). A declarative router: the data router's extra code (loaders, actions,
 * fetchers: some 20 KB gzip) would serve nothing here, every page fetching its data through swr.
 */
export function AppRoutes() {
  return useRoutes(routes);
}
