import { createContext, useContext, type ComponentType } from 'react';
import type { Item } from '@/features/catalogue/types';

/**
 * The cart's parts the catalogue shows (a feature may not import another: the app composes the
 * cart feature in here). Without them, cards and product views show no cart controls.
 */
export interface CatalogueCartParts {
  /** An item card's cart state: add-to-cart, or the quantity of the item's line. */
  CardCart: ComponentType<{ item: Item; outOfStock: boolean }>;
  /** The product view's choosing part: options, quantity, live price and order buttons. */
  Purchase: ComponentType<{ item: Item; now: Date; onDone?: () => void }>;
}

const CartPartsContext = createContext<CatalogueCartParts | null>(null);

/** Provide the cart's parts to the catalogue (the app layout; tests and stories). */
export const CartPartsProvider = CartPartsContext.Provider;

/** The cart's parts, or null when none are provided. */
export function useCartParts(): CatalogueCartParts | null {
  return useContext(CartPartsContext);
}
