import type { VerticalRouteParts } from '@storefront/sdk';
import { Skeleton } from 'antd';
import { Suspense } from 'react';
import { useRoutes } from 'react-router';
import { Component as NotFound } from '@/app/routes/not-found';
import { Unavailable } from '@/app/routes/unavailable';
import { useVerticalRouteProps } from '@/app/routes/vertical-route-props';
import { useVertical } from '@/app/use-vertical';
import { useLatestItemList } from '@/features/catalogue/api/get-latest-items';
import { useCatalogueScope } from '@/features/catalogue/api/scope';
import { PagedItems } from '@/features/catalogue/containers/paged-items';
import { useModules } from '@/shared/api/get-modules';

/** The chosen module's newest items, paged as the catalogue pages are (a vertical's page draws them). */
export function ItemList({ categoryId, emptyText }: { categoryId?: number; emptyText: string }) {
  const list = useLatestItemList(categoryId ? { category_id: categoryId } : {}, useCatalogueScope());
  return <PagedItems list={list} emptyText={emptyText} />;
}

const PARTS: VerticalRouteParts = { ItemList, Unavailable };

/**
 * `<routePrefix>/*` of a web-vertical: its bundle's page matching the rest of the path, or the 404
 * page. The page is about a module of the vertical's type (the chosen one when it is of that type);
 * a marketplace without such a module shows the Unavailable page.
 */
export function VerticalPages({ moduleType }: { moduleType: string }) {
  const loaded = useVertical(moduleType);
  const { data: modules } = useModules();
  const props = useVerticalRouteProps(moduleType, PARTS);
  const page = useRoutes([
    ...(loaded?.pages ?? []).map(({ path, Page }) => ({
      path,
      element: props ? (
        <Suspense fallback={<Skeleton active />}>
          <Page {...props} />
        </Suspense>
      ) : (
        <Unavailable />
      ),
    })),
    { path: '*', element: <NotFound /> },
  ]);
  if (!loaded || !modules) return <Skeleton active />;
  return page;
}
