import type { VerticalRouteParts } from '@storefront/sdk';
import { Skeleton } from 'antd';
import { lazy, Suspense, type ComponentProps, type ReactNode } from 'react';
import { AddressMapPart } from '@/app/address-map-part';
import { Unavailable } from '@/app/routes/unavailable';
import { useVerticalRouteProps } from '@/app/routes/vertical-route-props';
import { useVertical } from '@/app/use-vertical';
import { verticalLoader } from '@/app/verticals';

// The catalogue's item list comes with the vertical pages' chunk, only if a page draws it: the account and
// tracking routes that import this module stay apart from the catalogue's code.
const LazyItemList = lazy(() => import(/* webpackChunkName: "route-vertical" */ '@/app/routes/vertical-pages').then((m) => ({ default: m.ItemList })));
function ItemList(props: ComponentProps<VerticalRouteParts['ItemList']>) {
  return (
    <Suspense fallback={<Skeleton active />}>
      <LazyItemList {...props} />
    </Suspense>
  );
}
const PARTS: VerticalRouteParts = { ItemList, Unavailable, PointChooser: AddressMapPart };

/**
 * One page of a web-vertical drawn at a storefront route of its own (/my-trips, /track-order): the page
 * `path` of `moduleType`'s bundle, or `fallback` while the bundle has no such page.
 */
export function VerticalPageAt({ moduleType, path, fallback }: { moduleType: string; path: string; fallback: ReactNode }) {
  const loaded = useVertical(moduleType);
  const props = useVerticalRouteProps(moduleType, PARTS);
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
