import type { SearchSuggestion, VerticalSlot, VerticalSlotProps } from '@storefront/sdk';
import { createContext, useContext, type ReactNode } from 'react';
import { Outlet } from 'react-router';

/** What renders a web-vertical's component for a module type (the app's VerticalSlot). */
export type VerticalSlotComponent = <S extends VerticalSlot>(props: {
  moduleType: string;
  slot: S;
  props: VerticalSlotProps[S];
  fallback?: ReactNode;
}) => ReactNode;

const SlotContext = createContext<VerticalSlotComponent | null>(null);

/** What the search box asks for suggestions of a typed text. */
export type Suggest = (text: string) => Promise<readonly SearchSuggestion[]>;
/**
 * A hook (the app's) answering the suggestions of a module's web-vertical, or null when it offers none
 * (its SearchSuggester); called on every render of a search box, so it is one stable function.
 */
export type UseModuleSuggester = (moduleType: string | null, moduleId: number | null) => Suggest | null;
const noSuggester: UseModuleSuggester = () => null;
const SuggesterContext = createContext<UseModuleSuggester>(noSuggester);

/**
 * The catalogue pages, able to show module-specific parts (food's veg and halal marks). The app hands
 * its vertical slot down here: a feature may not import the app, and the app owns the registry of
 * web-vertical bundles. Without it, pages show the generic storefront only.
 */
export function CatalogueOutlet({ slot, suggester = noSuggester }: { slot: VerticalSlotComponent; suggester?: UseModuleSuggester }) {
  return (
    <SlotContext.Provider value={slot}>
      <SuggesterContext.Provider value={suggester}>
        <Outlet />
      </SuggesterContext.Provider>
    </SlotContext.Provider>
  );
}

/** Provide the search suggestions of modules to a subtree (tests and stories). */
export const SearchSuggesterProvider = SuggesterContext.Provider;

/** The search box suggestions of the module's web-vertical, or null when it offers none. */
export function useModuleSuggester(moduleType: string | null, moduleId: number | null): Suggest | null {
  const useSuggester = useContext(SuggesterContext);
  return useSuggester(moduleType, moduleId);
}

/** Provide the vertical slot to a subtree (tests and stories). */
export const VerticalSlotProvider = SlotContext.Provider;

/** The vertical slot, or null when none is provided. */
export function useVerticalSlot(): VerticalSlotComponent | null {
  return useContext(SlotContext);
}
