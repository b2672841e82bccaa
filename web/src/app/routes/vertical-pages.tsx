import type { VerticalRouteParts, VerticalRouteProps } from '@storefront/sdk';
import { Skeleton } from 'antd';
import { Suspense, type ReactNode } from 'react';
import { useNavigate, useRoutes, useSearchParams } from 'react-router';
import { Component as NotFound } from '@/app/routes/not-found';
import { Unavailable } from '@/app/routes/unavailable';
import { useSelectModule } from '@/app/use-select-module';
import { useVerticalHost } from '@/app/vertical-host';
import { useVertical } from '@/app/use-vertical';
import { verticalLoader } from '@/app/verticals';
import { useLatestItemList } from '@/features/catalogue/api/get-latest-items';
import { useCatalogueScope } from '@/features/catalogue/api/scope';
import { useMoney } from '@/features/cart/hooks/use-money';
import { PagedItems } from '@/features/catalogue/containers/paged-items';
import { apiFetch } from '@/shared/api/client';
import { useModules } from '@/shared/api/get-modules';
import { useAtomValue } from '@/shared/state/app-store';
import { chosenModuleAtom } from '@/shared/state/chosen-module';

/** The chosen module's newest items, paged as the catalogue pages are (a vertical's page draws them). */
function ItemList({ categoryId, emptyText }: { categoryId?: number; emptyText: string }) {
  const list = useLatestItemList(categoryId ? { category_id: categoryId } : {}, useCatalogueScope());
  return <PagedItems list={list} emptyText={emptyText} />;
}

const PARTS: VerticalRouteParts = { ItemList, Unavailable };

/** The props of a page of `moduleType`'s vertical: about a module of that type (the chosen one when it
 * is of that type), or null when the marketplace has none. */
function useVerticalRouteProps(moduleType: string): VerticalRouteProps | null {
  const { data: modules } = useModules();
  const chosen = useAtomValue(chosenModuleAtom);
  const choose = useSelectModule();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const formatPrice = useMoney();
  const host = useVerticalHost();
  const module = modules?.find((m) => m.id === chosen?.id && m.module_type === moduleType) ?? modules?.find((m) => m.module_type === moduleType);
  return module
    ? {
        module,
        chosen: module.id === chosen?.id,
        choose: () => void choose(module),
        query,
        navigate: (to, options) => void navigate(to, options),
        fetchApi: (path) => apiFetch(path),
        formatPrice,
        parts: PARTS,
        host,
      }
    : null;
}

/**
 * One page of a web-vertical drawn at a storefront route of its own (/my-trips, /track-order): the page
 * `path` of `moduleType`'s bundle, or `fallback` while the bundle has no such page.
 */
export function VerticalPageAt({ moduleType, path, fallback }: { moduleType: string; path: string; fallback: ReactNode }) {
  const loaded = useVertical(moduleType);
  const props = useVerticalRouteProps(moduleType);
  const found = loaded?.pages.find((p) => p.path === path);
  if (!verticalLoader(moduleType)) return fallback;
  if (!loaded || !props) return <Skeleton active />;
  if (!found) return fallback;
  return (
    <Suspense fallback={<Skeleton active />}>
      <found.Page {...props} />
    </Suspense>
  );
}

/**
 * `<routePrefix>/*` of a web-vertical: its bundle's page matching the rest of the path, or the 404
 * page. The page is about a module of the vertical's type (the chosen one when it is of that type);
 * a marketplace without such a module shows the Unavailable page.
 */
export function VerticalPages({ moduleType }: { moduleType: string }) {
  const loaded = useVertical(moduleType);
  const { data: modules } = useModules();
  const props = useVerticalRouteProps(moduleType);
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
