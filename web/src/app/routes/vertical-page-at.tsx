import type { VerticalRouteParts } from '@storefront/sdk';
import { Skeleton } from 'antd';
import { lazy, Suspense, type ComponentProps, type ReactNode } from 'react';
import { AddressMapPart } from '@/app/parts/address-map-part';
import { useVerticalRouteProps } from '@/app/routes/vertical-route-props';
import { useVertical } from '@/app/verticals/use-vertical';
import { verticalLoader, type LoadedVertical } from '@/app/verticals/verticals';

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
// A part few pages draw, fetched when one does (a vertical's home draws it seldom if ever).
const LazyUnavailable = lazy(() => import('@/app/routes/unavailable').then((m) => ({ default: m.Unavailable })));
function Unavailable() {
  return (
    <Suspense fallback={null}>
      <LazyUnavailable />
    </Suspense>
  );
}
const PARTS: VerticalRouteParts = { ItemList, Unavailable, PointChooser: AddressMapPart };

/** A page of a loaded vertical, as its `pages` hold them. */
type FoundPage = { Page: NonNullable<LoadedVertical['home']> };

/**
 * One page of a web-vertical drawn at a storefront route of its own (/my-trips, /track-order): the page
 * `path` of `moduleType`'s bundle, or `fallback` while the bundle has no such page.
 */
export function VerticalPageAt({ moduleType, path, fallback }: { moduleType: string; path: string; fallback: ReactNode }) {
  return <VerticalPageOf moduleType={moduleType} pick={(loaded) => loaded.pages.find((p) => p.path === path)} fallback={fallback} />;
}

/** /home of a module whose web-vertical has a home of its own (parcel's), or `fallback`: the catalogue's. */
export function VerticalHome({ moduleType, fallback }: { moduleType: string; fallback: ReactNode }) {
  return <VerticalPageOf moduleType={moduleType} pick={(loaded) => (loaded.home ? { Page: loaded.home } : undefined)} fallback={fallback} />;
}

/** The page `pick` finds in `moduleType`'s bundle; a skeleton while the bundle loads, `fallback` when there is none. */
function VerticalPageOf({ moduleType, pick, fallback }: { moduleType: string; pick: (loaded: LoadedVertical) => FoundPage | undefined; fallback: ReactNode }) {
  const loaded = useVertical(moduleType);
  const props = useVerticalRouteProps(moduleType, PARTS);
  if (!verticalLoader(moduleType)) return fallback;
  if (!loaded || !props) return <Skeleton active />;
  const found = pick(loaded);
  if (!found) return fallback;
  return (
    <Suspense fallback={<Skeleton active />}>
      <found.Page {...props} />
    </Suspense>
  );
}
