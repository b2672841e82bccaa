import { describe, expect, it } from 'vitest';
import { BURGER, SHIRT } from './fixtures.test-data';
import { addOnsPrice, chosenVariation, linePrice, unitPrice, variationType } from './price';
import cases from './pricing-cases.json';
import type { CartItem, ItemSelection } from './types';
import { initialSelection, setQuantity, toggleAddOn, toggleFoodOption, chooseOption } from './selection';

const [cooking, extras] = BURGER.food_variations as [typeof BURGER.food_variations[0], typeof BURGER.food_variations[0]];

describe('line price, from the server\'s figures', () => {
  it('adds the discounted price, the options and the add-ons, times the quantity', () => {
    let selection = toggleFoodOption(initialSelection(BURGER), cooking, 'Well done');
    selection = toggleFoodOption(selection, extras, 'Bacon');
    selection = toggleAddOn(selection, 1);
    selection = setQuantity(selection, 2);
    expect(unitPrice(BURGER, selection)).toBe(9 + 0.5 + 1.5);
    expect(addOnsPrice(BURGER, selection)).toBe(3.5);
    expect(linePrice(BURGER, selection)).toBe((11 + 3.5) * 2);
  });

  it("uses a chosen variation's discounted price in place of the item's", () => {
    const selection = chooseOption(initialSelection(SHIRT), 'Size', 'M');
    expect(variationType(SHIRT, selection)).toBe('M-Navy');
    expect(chosenVariation(SHIRT, selection)?.price).toBe(61);
    expect(unitPrice(SHIRT, selection)).toBe(51); // the server's discounted price of M-Navy
  });

  it('drops spaces from options in the variation type ("Light Blue" -> "LightBlue")', () => {
    expect(variationType(SHIRT, chooseOption(initialSelection(SHIRT), 'Colour', 'Light Blue'))).toBe('S-LightBlue');
  });

  it("lands on the server's unit and line price in every case of the pricing engine's table", () => {
    // web/sdk/src/cart/pricing-cases.json comes from the server's engine (tests/unit/pricing/shared_cases.py).
    for (const c of cases) {
      const groups = c.options.map((optionPrice, index) => ({ label: `o${index}`, optionPrice }));
      const item: CartItem = {
        ...BURGER,
        price: c.price,
        discount: c.discount,
        discount_type: c.discount_type,
        discounted_price: c.discounted_price,
        food_variations: [{ name: 'Options', type: 'multi', required: 'off', min: 0, max: groups.length, values: groups }],
        choice_options: c.variation_price === null ? [] : [{ title: 'Size', options: ['M'] }],
        variations:
          c.variation_price === null
            ? []
            : [{ type: 'M', price: c.variation_price, discounted_price: c.variation_discounted_price ?? 0, stock: 9 }],
        add_ons: c.add_ons.map(([price], index) => ({ id: index + 1, name: `a${index}`, price: price ?? 0 })),
      };
      const choices: Record<string, string> = c.variation_price === null ? {} : { Size: 'M' };
      const selection: ItemSelection = {
        ...initialSelection(item),
        choices,
        food: { Options: groups.map((group) => group.label) },
        addOns: Object.fromEntries(c.add_ons.map(([, quantity], index) => [index + 1, quantity ?? 0])),
        quantity: c.quantity,
      };
      expect([unitPrice(item, selection), linePrice(item, selection)], JSON.stringify(c)).toEqual([c.unit_price, c.line_price]);
    }
    expect(cases.length).toBeGreaterThan(400);
  });
});
