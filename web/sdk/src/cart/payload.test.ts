import { describe, expect, it } from 'vitest';
import { BURGER, SHIRT } from './fixtures.test-data';
import { findSameLine, selectionPayload } from './payload';
import { initialSelection, selectionFromLine, setAddOnQuantity, toggleFoodOption } from './selection';

const [cooking, extras] = BURGER.food_variations as [typeof BURGER.food_variations[0], typeof BURGER.food_variations[0]];

describe('the options of a cart call', () => {
  it('sends food groups by name and labels, and add-ons with their quantities', () => {
    let selection = toggleFoodOption(toggleFoodOption(initialSelection(BURGER), cooking, 'Rare'), extras, 'Egg');
    selection = setAddOnQuantity(selection, 2, 3);
    expect(selectionPayload(BURGER, selection)).toEqual({
      variation: [
        { name: 'Cooking', values: [{ label: 'Rare' }] },
        { name: 'Extras', values: [{ label: 'Egg' }] },
      ],
      add_on_ids: [2],
      add_on_qtys: [3],
    });
  });

  it('sends a choice variation as its type', () => {
    expect(selectionPayload(SHIRT, initialSelection(SHIRT)).variation).toEqual([{ type: 'S-Navy' }]);
  });

  it('finds the line holding the same options, whatever their order, to update it', () => {
    const line = {
      id: 5,
      item_id: 20,
      quantity: 2,
      variation: [
        { name: 'Extras', values: [{ label: 'Egg', optionPrice: 1 }] },
        { name: 'Cooking', values: [{ label: 'Rare', optionPrice: 0 }] },
      ],
      add_on_ids: [],
      add_on_qtys: [],
    };
    const same = toggleFoodOption(toggleFoodOption(initialSelection(BURGER), cooking, 'Rare'), extras, 'Egg');
    expect(findSameLine([line], 20, selectionPayload(BURGER, same))).toBe(line);
    const other = toggleFoodOption(same, extras, 'Bacon');
    expect(findSameLine([line], 20, selectionPayload(BURGER, other))).toBeUndefined();
    expect(selectionFromLine(BURGER, line)).toEqual({ quantity: 2, food: { Extras: ['Egg'], Cooking: ['Rare'] }, choices: {}, addOns: {} });
  });

  it("reads a line's choice variation back into its options", () => {
    const line = { id: 6, item_id: 21, quantity: 1, variation: [{ type: 'M-LightBlue' }], add_on_ids: [], add_on_qtys: [] };
    expect(selectionFromLine(SHIRT, line).choices).toEqual({ Size: 'M', Colour: 'Light Blue' });
  });
});
