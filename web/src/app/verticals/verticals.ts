import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { verticalNamespace, LANGUAGES, type VerticalRoute, type VerticalRouteProps, type VerticalSlot, type WebVertical } from '@storefront/sdk';
import { mutate } from 'swr';
import { discoveredVerticals } from '../../../generated/verticals';
import { swrKeys } from '@/shared/api/swr-keys';
import { i18n } from '@/shared/i18n';
import { readStored } from '@/shared/storage/local-storage';
import { STORAGE_KEYS } from '@/shared/storage/keys';

type VerticalLoader = () => Promise<{ default: WebVertical }>;

/** A discovered web-vertical: its loader, and the path its pages live under when it has pages. */
interface VerticalEntry {
  readonly routePrefix?: string;
  /** Its pages that also answer at the site's root, in place of a footer text page of that name. */
  readonly rootPages?: readonly string[];
  readonly load: VerticalLoader;
}

/**
 * Each installed web-vertical behind its own dynamic import, so each is its own chunk and a grocery
 * shopper never downloads the rental bundle. The table is generated from the packages that declare
 * themselves storefront verticals (web/scripts/gen-verticals.mjs): a module type missing here gets the
 * generic storefront. The chunk names ("vertical-<type>") show up in the build report
 * (web/scripts/check-budget.mjs).
 */
const VERTICALS: Readonly<Record<string, VerticalEntry>> = discoveredVerticals;

/** The loader of `moduleType`'s web-vertical, or undefined when this storefront has none. */
export function verticalLoader(moduleType: string | null | undefined): VerticalLoader | undefined {
  return moduleType && Object.hasOwn(VERTICALS, moduleType) ? VERTICALS[moduleType]?.load : undefined;
}

/** The web-verticals with pages of their own, and the route prefix their pages live under. */
export const verticalRoutePrefixes: readonly { moduleType: string; routePrefix: string }[] = Object.entries(VERTICALS).flatMap(
  ([moduleType, { routePrefix }]) => (routePrefix ? [{ moduleType, routePrefix }] : []),
);

/** The web-verticals' pages at the site's root (parcel's /send-package), each with its vertical's type. */
export const verticalRootPages: readonly { moduleType: string; page: string }[] = Object.entries(VERTICALS).flatMap(
  ([moduleType, { rootPages }]) => (rootPages ?? []).map((page) => ({ moduleType, page })),
);

export type SlotComponent = LazyExoticComponent<ComponentType<Record<string, unknown>>>;

/** A web-vertical ready to render: its components and pages wrapped in React.lazy once, not on each render. */
export interface LoadedVertical {
  vertical: WebVertical;
  slots: Partial<Record<VerticalSlot, SlotComponent>>;
  /** Its pages, at paths relative to its route prefix. */
  pages: { path: string; Page: LazyExoticComponent<ComponentType<VerticalRouteProps>> }[];
  /** Its own home, drawn at /home in place of the catalogue's; null when it has none. */
  home: LazyExoticComponent<ComponentType<VerticalRouteProps>> | null;
}

/** A page of a vertical wrapped in React.lazy: its strings join the vertical's when it loads. */
function lazyPage(moduleType: string, load: VerticalRoute['load']): LazyExoticComponent<ComponentType<VerticalRouteProps>> {
  return lazy(async () => {
    const page = await load();
    addStrings(moduleType, page.resources);
    return page;
  });
}

/** Add a vertical's strings (its own, or those a page of it brings) to its namespace. */
function addStrings(moduleType: string, resources: WebVertical['resources'] | undefined): void {
  for (const language of LANGUAGES) {
    if (resources) i18n.addResourceBundle(language, verticalNamespace(moduleType), resources[language], true, true);
  }
}

/** Fetch the web-vertical of `moduleType` and add its strings; null when it has none. */
export async function loadVertical(moduleType: string): Promise<LoadedVertical | null> {
  const load = verticalLoader(moduleType);
  if (!load) return null;
  const { default: vertical } = await load();
  addStrings(vertical.moduleType, vertical.resources);
  const slots: LoadedVertical['slots'] = {};
  for (const [slot, loadComponent] of Object.entries(vertical.components)) {
    // The slot name ties each loader to its props type (the sdk's VerticalSlotProps).
    slots[slot as VerticalSlot] = lazy(loadComponent as () => Promise<{ default: ComponentType<Record<string, unknown>> }>);
  }
  const pages = (vertical.routes ?? []).map(({ path, load }) => ({ path, Page: lazyPage(vertical.moduleType, load) }));
  const home = vertical.home ? lazyPage(vertical.moduleType, vertical.home) : null;
  return { vertical, slots, pages, home };
}

/**
 * The chosen module's web-vertical (a tiny chunk), fetched before the first render and put in swr's
 * cache, where useVertical finds it: its accent colour is part of antd's theme, and a theme that
 * changes after the first render has every component's styles computed twice. Resolves to it (null
 * for a module without one, or when it failed to load).
 */
export async function preloadChosenVertical(): Promise<LoadedVertical | null> {
  const stored = readStored(STORAGE_KEYS.module);
  const moduleType = typeof stored === 'object' && stored !== null ? (stored as { module_type?: unknown }).module_type : null;
  if (typeof moduleType !== 'string' || !verticalLoader(moduleType)) return null;
  try {
    const loaded = await loadVertical(moduleType);
    await mutate(swrKeys.vertical(moduleType), loaded, { revalidate: false });
    return loaded;
  } catch {
    // The page loads it again as usual.
    return null;
  }
}
