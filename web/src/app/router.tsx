import { createBrowserRouter, type RouteObject } from 'react-router';
import { AppLayout } from '@/app/layout/app-layout';
import { RouteError } from '@/app/routes/route-error';
import { PageSpinner } from '@/shared/ui/page-spinner';

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
      { path: '*', lazy: () => import(/* webpackChunkName: "route-not-found" */ '@/app/routes/not-found') },
    ],
  },
];

/** The browser router; unknown paths still render the app (the server answers them with index.html). */
export function createAppRouter() {
  return createBrowserRouter(routes);
}
