import { useMemo } from 'react';
import { useMarketplaceDateTime } from '@/app/verticals/use-marketplace-date-time';
import { useVertical } from '@/app/verticals/use-vertical';
import { useMoney } from '@/features/cart/hooks/use-money';
import type { UseModuleSuggester } from '@/features/catalogue/slots';
import { useStore } from '@/shared/state/app-store';

/**
 * The search box suggestions of a module's web-vertical (its `searchSuggestions`, a SearchSuggester),
 * null for a module whose vertical offers none (the plain search box). The suggester and the host it
 * is lent come with the first text to suggest for, not with the home's first view (its budget). The
 * catalogue gets this through CatalogueOutlet: a feature may not import the app.
 */
export const useAppModuleSuggester: UseModuleSuggester = (moduleType, moduleId) => {
  const loaded = useVertical(moduleType);
  const store = useStore();
  const formatPrice = useMoney();
  const formatDateTime = useMarketplaceDateTime();
  const lazy = loaded?.vertical.searchSuggestions;
  return useMemo(() => {
    if (!lazy || moduleId === null) return null;
    return async (text: string) => {
      const [{ default: suggest }, { verticalHost }] = await Promise.all([lazy(), import('@/app/verticals/vertical-host')]);
      return suggest({ host: verticalHost(store, { formatPrice, formatDateTime }), moduleId, text });
    };
  }, [lazy, store, formatPrice, formatDateTime, moduleId]);
};
