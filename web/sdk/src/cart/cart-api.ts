import { createContext, useContext } from 'react';
import type { CartItem, CartLineView, ItemSelection } from './types';

/**
 * What the storefront's cart offers to components outside it (a vertical's product modal): the
 * lines of the current module and one way to save a choice. The storefront provides it.
 */
export interface CartApi {
  /** The lines of the chosen module's cart. */
  lines: readonly CartLineView[];
  /** Money in the marketplace's format ("€4.20"). */
  formatPrice: (amount: number) => string;
  /**
   * Add `selection` of `item` to the cart, or, with `line`, update that line to it. Every outcome
   * (location needed, another store's cart, errors, success) is told to the shopper by the cart.
   * Resolves true when the cart took the change.
   */
  save: (item: CartItem, selection: ItemSelection, line: CartLineView | null) => Promise<boolean>;
  /** Tell the shopper why something cannot be done (a refused quantity, a missing choice). */
  warn: (text: string) => void;
  /** A change is on its way to the server. */
  pending: boolean;
}

const CartApiContext = createContext<CartApi | null>(null);

/** Provide the cart to a subtree (the storefront's cart feature; stories and tests provide a fake). */
export const CartApiProvider = CartApiContext.Provider;

/** The cart; a component using it outside a provider is a wiring mistake, said at once. */
export function useCartApi(): CartApi {
  const api = useContext(CartApiContext);
  if (!api) throw new Error('useCartApi needs a CartApiProvider above it');
  return api;
}
