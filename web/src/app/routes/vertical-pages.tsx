import type { VerticalRouteParts } from '@storefront/sdk';
import { Skeleton } from 'antd';
import { Suspense } from 'react';
import { useRoutes } from 'react-router';
import { AddressMapPart } from '@/app/parts/address-map-part';
import { Component as NotFound } from '@/app/routes/not-found';
import { Unavailable } from '@/app/routes/unavailable';
import { useVerticalRouteProps } from '@/app/routes/vertical-route-props';
import { useVertical } from '@/app/verticals/use-vertical';
import { useLatestItemList } from '@/features/catalogue/api/get-latest-items';
import { useCatalogueScope } from '@/features/catalogue/api/scope';
import { PagedItems } from '@/features/catalogue/containers/paged-items';
import { useModules } from '@/shared/api/get-modules';
import '@/features/catalogue/catalogue.css';

/** The chosen module's newest items, paged as the catalogue pages are (a vertical's page draws them). */
export function ItemList({ categoryId, brand, emptyText }: { categoryId?: number; brand?: string; emptyText: string }) {
  const list = useLatestItemList({ ...(categoryId ? { category_id: categoryId } : {}), ...(brand ? { brand } : {}) }, useCatalogueScope());
  return <PagedItems list={list} emptyText={emptyText} />;
}

// The address modal's place search and map, which load with the first page that draws them.
const PARTS: VerticalRouteParts = { ItemList, Unavailable, PointChooser: AddressMapPart };

/**
 * `<routePrefix>/*` of a web-vertical: its bundle's page matching the rest of the path, or the 404
 * page. The page is about a module of the vertical's type (the chosen one when it is of that type);
 * a marketplace without such a module shows the Unavailable page. `at` draws that one page of the
 * vertical's, for a page it puts at the site's root (/send-package) rather than under its prefix.
 */
export function VerticalPages({ moduleType, at }: { moduleType: string; at?: string }) {
  const loaded = useVertical(moduleType);
  const { data: modules } = useModules();
  const props = useVerticalRouteProps(moduleType, PARTS);
  const pages = (loaded?.pages ?? [])
    .filter(({ path }) => !at || path === at)
    .map(({ path, Page }) => ({
      // A root page answers its own path whatever it is named there.
      path: at ? '*' : path,
      element: props ? (
        <Suspense fallback={<Skeleton active />}>
          <Page {...props} />
        </Suspense>
      ) : (
        <Unavailable />
      ),
    }));
  const page = useRoutes([...pages, { path: '*', element: <NotFound /> }].slice(0, at ? 1 : undefined));
  if (!loaded || !modules) return <Skeleton active />;
  return page;
}
