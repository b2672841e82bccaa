import { describe, expect, it } from 'vitest';
import { lineOptionsText, requestVariation } from '@/features/cart/model/line-options';
import { cartSaved, cartSubtotal } from '@/features/cart/model/cart-totals';
import { FOOD_DETAIL } from '@/test/fixtures/catalogue';

const VARIATION = [
  { name: 'Cooking', values: [{ label: 'Rare', optionPrice: 0 }] },
  { name: 'Extras', values: [{ label: 'Bacon', optionPrice: 1.5 }, { label: 'Egg', optionPrice: 1 }] },
];

describe('a cart line’s options', () => {
  it('read as groups, then add-ons with their quantities', () => {
    const text = lineOptionsText({ item: FOOD_DETAIL, variation: VARIATION, add_on_ids: [1, 2], add_on_qtys: [2, 1] });
    expect(text).toBe('Cooking: Rare · Extras: Bacon, Egg · Fries ×2 · Lemonade');
  });

  it('go back to the server as labels only, or as the type', () => {
    expect(requestVariation(VARIATION)).toEqual([
      { name: 'Cooking', values: [{ label: 'Rare' }] },
      { name: 'Extras', values: [{ label: 'Bacon' }, { label: 'Egg' }] },
    ]);
    expect(requestVariation([{ type: 'S-Navy' }])).toEqual([{ type: 'S-Navy' }]);
  });
});

describe('cart totals', () => {
  it('add the lines’ totals and savings, to the cent', () => {
    expect(cartSubtotal([{ price: 0.1 }, { price: 0.2 }])).toBe(0.3);
    expect(cartSaved([{ saved: 1.25 }, { saved: 0.5 }])).toBe(1.75);
  });
});
