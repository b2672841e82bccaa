import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import {
  isModuleType,
  verticalNamespace,
  LANGUAGES,
  type ModuleType,
  type VerticalSlot,
  type WebVertical,
} from '@storefront/sdk';
import { mutate } from 'swr';
import { swrKeys } from '@/shared/api/swr-keys';
import { i18n } from '@/shared/i18n';
import { readStored } from '@/shared/storage/local-storage';
import { STORAGE_KEYS } from '@/shared/storage/keys';

type VerticalLoader = () => Promise<{ default: WebVertical }>;

/**
 * Each web-vertical behind its own dynamic import, so each is its own chunk and a grocery shopper
 * never downloads the rental bundle. A module type missing here gets the generic storefront.
 * The chunk names show up in the build report (web/scripts/check-budget.mjs).
 */
export const verticalLoaders: Partial<Record<ModuleType, VerticalLoader>> = {
  food: () => import(/* webpackChunkName: "vertical-food" */ '@storefront/vertical-food'),
  grocery: () => import(/* webpackChunkName: "vertical-grocery" */ '@storefront/vertical-grocery'),
  pharmacy: () => import(/* webpackChunkName: "vertical-pharmacy" */ '@storefront/vertical-pharmacy'),
  ecommerce: () => import(/* webpackChunkName: "vertical-ecommerce" */ '@storefront/vertical-ecommerce'),
  parcel: () => import(/* webpackChunkName: "vertical-parcel" */ '@storefront/vertical-parcel'),
  rental: () => import(/* webpackChunkName: "vertical-rental" */ '@storefront/vertical-rental'),
};

export type SlotComponent = LazyExoticComponent<ComponentType<Record<string, unknown>>>;

/** A web-vertical ready to render: its components wrapped in React.lazy once, not on each render. */
export interface LoadedVertical {
  vertical: WebVertical;
  slots: Partial<Record<VerticalSlot, SlotComponent>>;
}

/** Fetch the web-vertical of `moduleType` and add its strings; null when it has none. */
export async function loadVertical(moduleType: string): Promise<LoadedVertical | null> {
  const load = isModuleType(moduleType) ? verticalLoaders[moduleType] : undefined;
  if (!load) return null;
  const { default: vertical } = await load();
  for (const language of LANGUAGES) {
    i18n.addResourceBundle(language, verticalNamespace(vertical.moduleType), vertical.resources[language], true, true);
  }
  const slots: LoadedVertical['slots'] = {};
  for (const [slot, loadComponent] of Object.entries(vertical.components)) {
    // The slot name ties each loader to its props type (the sdk's VerticalSlotProps).
    slots[slot as VerticalSlot] = lazy(loadComponent as () => Promise<{ default: ComponentType<Record<string, unknown>> }>);
  }
  return { vertical, slots };
}

/**
 * The chosen module's web-vertical (a tiny chunk), fetched before the first render and put in swr's
 * cache, where useVertical finds it: its accent colour is part of antd's theme, and a theme that
 * changes after the first render has every component's styles computed twice.
 */
export async function preloadChosenVertical(): Promise<void> {
  const stored = readStored(STORAGE_KEYS.module);
  const moduleType = typeof stored === 'object' && stored !== null ? (stored as { module_type?: unknown }).module_type : null;
  if (typeof moduleType !== 'string' || !isModuleType(moduleType)) return;
  try {
    await mutate(swrKeys.vertical(moduleType), await loadVertical(moduleType), { revalidate: false });
  } catch {
    // The page loads it again as usual.
  }
}
