import type { VerticalRouteParts, VerticalRouteProps } from '@storefront/sdk';
import { Skeleton } from 'antd';
import { Suspense } from 'react';
import { useNavigate, useRoutes, useSearchParams } from 'react-router';
import { AddressMapPart } from '@/app/address-map-part';
import { Component as NotFound } from '@/app/routes/not-found';
import { Unavailable } from '@/app/routes/unavailable';
import { useSelectModule } from '@/app/use-select-module';
import { useVertical } from '@/app/use-vertical';
import { useVerticalHost } from '@/app/vertical-host';
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
  const chosen = useAtomValue(chosenModuleAtom);
  const choose = useSelectModule();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const formatPrice = useMoney();
  const host = useVerticalHost();
  const module = modules?.find((m) => m.id === chosen?.id && m.module_type === moduleType) ?? modules?.find((m) => m.module_type === moduleType);
  const props: VerticalRouteProps | null = module
    ? {
        module,
        chosen: module.id === chosen?.id,
        choose: () => void choose(module),
        query,
        navigate: (to, options) => void navigate(to, options),
        fetchApi: (path) => apiFetch(path),
        formatPrice,
        host,
        parts: PARTS,
      }
    : null;
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
