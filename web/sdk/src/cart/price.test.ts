import { describe, expect, it } from 'vitest';
import { BURGER, SHIRT } from './fixtures.test-data';
import { addOnsPrice, chosenVariation, discountedPrice, linePrice, unitPrice, variationType } from './price';
import { initialSelection, setQuantity, toggleAddOn, toggleFoodOption, chooseOption } from './selection';

const [cooking, extras] = BURGER.food_variations as [typeof BURGER.food_variations[0], typeof BURGER.food_variations[0]];

describe('line price, as the server computes it', () => {
  it('takes the discount off the base price only, then adds the options and the add-ons, times the quantity', () => {
    let selection = toggleFoodOption(initialSelection(BURGER), cooking, 'Well done');
    selection = toggleFoodOption(selection, extras, 'Bacon');
    selection = toggleAddOn(selection, 1);
    selection = setQuantity(selection, 2);
    expect(unitPrice(BURGER, selection)).toBe(9 + 0.5 + 1.5);
    expect(addOnsPrice(BURGER, selection)).toBe(3.5);
    expect(linePrice(BURGER, selection)).toBe((11 + 3.5) * 2);
  });

  it("uses a chosen variation's price in place of the item's, before the discount", () => {
    const selection = chooseOption(initialSelection(SHIRT), 'Size', 'M');
    expect(variationType(SHIRT, selection)).toBe('M-Navy');
    expect(chosenVariation(SHIRT, selection)?.price).toBe(61);
    expect(unitPrice(SHIRT, selection)).toBe(51);
  });

  it('drops spaces from options in the variation type ("Light Blue" -> "LightBlue")', () => {
    expect(variationType(SHIRT, chooseOption(initialSelection(SHIRT), 'Colour', 'Light Blue'))).toBe('S-LightBlue');
  });

  it('rounds to cents and never goes below zero', () => {
    expect(discountedPrice({ price: 1.3, discount: 0.39, discount_type: 'amount' })).toBe(0.91);
    expect(discountedPrice({ price: 2, discount: 150, discount_type: 'percent' })).toBe(0);
  });
});
