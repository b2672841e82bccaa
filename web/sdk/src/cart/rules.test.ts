import { describe, expect, it } from 'vitest';
import { BURGER, SHIRT } from './fixtures.test-data';
import { quantityProblem, selectionProblems, stockFor } from './rules';
import { chooseOption, initialSelection, toggleFoodOption } from './selection';

const [cooking, extras] = BURGER.food_variations as [typeof BURGER.food_variations[0], typeof BURGER.food_variations[0]];

describe('variation rules', () => {
  it('asks for a selection in a required group', () => {
    expect(selectionProblems(BURGER, initialSelection(BURGER))).toEqual([{ kind: 'required', name: 'Cooking' }]);
  });

  it('accepts an optional multi group left empty, and checks it against min and max once chosen', () => {
    const cooked = toggleFoodOption(initialSelection(BURGER), cooking, 'Rare');
    expect(selectionProblems(BURGER, cooked)).toEqual([]);
    const tooFew = { ...cooked, food: { ...cooked.food, Extras: [] as string[] } };
    expect(selectionProblems(BURGER, tooFew)).toEqual([]);
    const tooMany = { ...cooked, food: { ...cooked.food, Extras: ['Bacon', 'Egg', 'Avocado'] } };
    expect(selectionProblems(BURGER, tooMany)).toEqual([{ kind: 'range', name: 'Extras', min: 1, max: 2 }]);
  });

  it('lets a single group hold one option and a multi group toggle up to its max', () => {
    let selection = toggleFoodOption(initialSelection(BURGER), cooking, 'Rare');
    selection = toggleFoodOption(selection, cooking, 'Well done');
    expect(selection.food.Cooking).toEqual(['Well done']);
    selection = toggleFoodOption(toggleFoodOption(selection, extras, 'Bacon'), extras, 'Egg');
    expect(toggleFoodOption(selection, extras, 'Avocado')).toBe(selection);
    expect(toggleFoodOption(selection, extras, 'Bacon').food.Extras).toEqual(['Egg']);
  });

  it('refuses a sold-out variation', () => {
    const soldOut = chooseOption(initialSelection(SHIRT), 'Size', 'M');
    expect(selectionProblems(SHIRT, soldOut)).toEqual([{ kind: 'variation_stock' }]);
    expect(selectionProblems(SHIRT, initialSelection(SHIRT))).toEqual([]);
    // A module whose policy counts no stock never stops at a variation's stock.
    expect(selectionProblems(SHIRT, soldOut, false)).toEqual([]);
  });
});

describe('quantity limits', () => {
  it("caps non-food items by stock (a variation's own) and by the maximum per cart", () => {
    expect(stockFor(SHIRT, initialSelection(SHIRT))).toBe(4);
    expect(quantityProblem(SHIRT, 5, 4)).toEqual({ kind: 'stock', stock: 4 });
    expect(quantityProblem({ ...SHIRT, maximum_cart_quantity: 2 }, 3, 4)).toEqual({ kind: 'maximum', maximum: 2 });
    expect(quantityProblem(SHIRT, 4, 4)).toBeNull();
  });

  it('caps an item of a module that counts no stock (food) by the maximum only, whatever its stock', () => {
    expect(stockFor(BURGER, initialSelection(BURGER), false)).toBeNull();
    expect(quantityProblem(BURGER, 3, null)).toBeNull();
    expect(quantityProblem(BURGER, 4, null)).toEqual({ kind: 'maximum', maximum: 3 });
  });
});
