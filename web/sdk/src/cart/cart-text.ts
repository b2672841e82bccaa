import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuantityProblem, SelectionProblem } from './rules';

type Values = Record<string, string | number>;
type Translate = (key: string, options: Values & { ns: string }) => string;

/** The function `useCartText` returns: a cart string by its key under `cart.` in the storefront's common strings. */
export type CartText = (key: string, values?: Values) => string;

/**
 * The storefront's cart wording (SPEC.md's exact sentences, in every language), shared with the
 * verticals so a food modal says what the general one says. The storefront ships these strings in
 * its "common" namespace under "cart"; this is the one place that knows it.
 */
export function useCartText(): CartText {
  const { t } = useTranslation();
  return useCallback((key: string, values: Values = {}) => (t as unknown as Translate)(`cart.${key}`, { ...values, ns: 'common' }), [t]);
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
