import { quantityProblem, quantityProblemText, selectionFromLine, stockFor, useCartText } from '@storefront/sdk';
import { useCallback } from 'react';
import { useCartActions } from '@/features/cart/hooks/use-cart-actions';
import { asCartItem, type CartLine, type Item } from '@/features/cart/types';
import { useModulePolicy } from '@/shared/api/module-policy';
import { useFeedback } from '@/shared/ui/use-feedback';

/**
 * Why `item` may not go up to `quantity`, worded, or null (SPEC.md section 5, before the round
 * trip): an item stops at its stock (a chosen variation's own stock) where the chosen module counts
 * stock (its policy), and always at the maximum per cart (food: only there).
 */
export function useQuantityCheck() {
  const text = useCartText();
  const { counts_stock: countsStock } = useModulePolicy();
  return useCallback(
    (item: Item, quantity: number, line?: CartLine): string | null => {
      const cartItem = asCartItem(item);
      const stock = !countsStock ? null : line ? stockFor(cartItem, selectionFromLine(cartItem, line)) : cartItem.stock;
      const problem = quantityProblem(cartItem, quantity, stock);
      return problem ? quantityProblemText(text, problem) : null;
    },
    [text, countsStock],
  );
}

/** Plus, minus and delete on a line (card or drawer), with the limits checked before the round trip. */
export function useLineQuantity() {
  const actions = useCartActions();
  const check = useQuantityCheck();
  const { message } = useFeedback();
  return {
    change: (line: CartLine, quantity: number) => {
      const problem = quantity > line.quantity ? check(line.item, quantity, line) : null;
      if (problem) return void message.warning({ content: problem, key: 'cart-limit' });
      void actions.setQuantity(line, quantity);
    },
    remove: (line: CartLine) => void actions.removeLine(line),
  };
}
