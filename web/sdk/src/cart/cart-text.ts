import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuantityProblem, SelectionProblem } from './rules';

type Values = Record<string, string | number>;
type Translate = (key: string, options: Values) => string;

/** The function `useCartText` returns: a cart string by its key in the storefront's "cart" strings. */
export type CartText = (key: string, values?: Values) => string;

/**
 * The storefront's cart wording (SPEC.md's exact sentences, in every language), shared with the
 * verticals so a food modal says what the general one says. The storefront ships these strings as
 * its "cart" namespace, loaded with the first part that shows them (a component using this waits for
 * them under its Suspense boundary); this is the one place that knows it.
 */
export function useCartText(): CartText {
  const { t } = useTranslation('cart');
  return useCallback((key: string, values: Values = {}) => (t as unknown as Translate)(key, values), [t]);
}

/** What to tell the shopper about a choice the rules refuse. */
export function selectionProblemText(text: CartText, problem: SelectionProblem): string {
  switch (problem.kind) {
    case 'required':
      return text('problems.required', { name: problem.name });
    case 'range':
      return text('problems.range', { name: problem.name, min: problem.min, max: problem.max });
    case 'variation_stock':
      return text('problems.variationStock');
  }
}

/** What to tell the shopper about a quantity the rules refuse. */
export function quantityProblemText(text: CartText, problem: QuantityProblem): string {
  return problem.kind === 'stock'
    ? text('problems.stock', { stock: problem.stock })
    : text('problems.maximum', { maximum: problem.maximum });
}
