import type { ModulePolicy } from '@storefront/sdk';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useCartParts, type CatalogueCartParts } from '@/features/catalogue/cart-parts';
import { useCatalogueFormat, type CatalogueFormat } from '@/features/catalogue/hooks/use-catalogue-format';
import { useItemActions, type ItemActions } from '@/features/catalogue/hooks/use-item-actions';
import { useConfig } from '@/shared/api/get-config';
import { useModulePolicies } from '@/shared/api/module-policy';

/** What every card of a list reads alike: the formats, the shopper's actions, the modules' policies. */
export interface CardEnvironment {
  format: CatalogueFormat;
  actions: ItemActions;
  policyOf: (moduleId: number) => ModulePolicy;
  /** The marketplace shows veg and non-veg marks (config's toggle_veg_non_veg), where a module has them. */
  dietMarks: boolean;
  cartParts: CatalogueCartParts | null;
}

const CardEnvironmentContext = createContext<CardEnvironment | null>(null);

/** The environment of a card read by the card itself (a card outside any CardEnvironmentProvider). */
export function useOwnCardEnvironment(): CardEnvironment {
  const format = useCatalogueFormat();
  const actions = useItemActions();
  const policyOf = useModulePolicies();
  const { data: config } = useConfig();
  const cartParts = useCartParts();
  const dietMarks = Boolean(config?.toggle_veg_non_veg);
  return useMemo(() => ({ format, actions, policyOf, dietMarks, cartParts }), [format, actions, policyOf, dietMarks, cartParts]);
}

/**
 * Cards under it read their environment once, here, instead of each for itself. Each reading
 * subscribes to the configuration, the modules, the language, the wishlist and more: a page's first
 * view mounting twenty cards made some two hundred subscriptions in the one task of React's effects.
 */
export function CardEnvironmentProvider({ children }: { children: ReactNode }) {
  return <CardEnvironmentContext.Provider value={useOwnCardEnvironment()}>{children}</CardEnvironmentContext.Provider>;
}

/** The environment a CardEnvironmentProvider above gives, or null. */
export function useSharedCardEnvironment(): CardEnvironment | null {
  return useContext(CardEnvironmentContext);
}
