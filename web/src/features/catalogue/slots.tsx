import type { VerticalSlot, VerticalSlotProps } from '@storefront/sdk';
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

/**
 * The catalogue pages, able to show module-specific parts (food's veg and halal marks). The app hands
 * its vertical slot down here: a feature may not import the app, and the app owns the registry of
 * web-vertical bundles. Without it, pages show the generic storefront only.
 */
export function CatalogueOutlet({ slot }: { slot: VerticalSlotComponent }) {
  return (
    <SlotContext.Provider value={slot}>
      <Outlet />
    </SlotContext.Provider>
  );
}

/** Provide the vertical slot to a subtree (tests and stories). */
export const VerticalSlotProvider = SlotContext.Provider;

/** The vertical slot, or null when none is provided. */
export function useVerticalSlot(): VerticalSlotComponent | null {
  return useContext(SlotContext);
}
