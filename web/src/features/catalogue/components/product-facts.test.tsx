import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { factKey, factName } from '@/features/catalogue/components/fact-names';
import { brandOf, ProductFacts } from '@/features/catalogue/components/product-facts';
import { i18n } from '@/shared/i18n';
import { TestProviders } from '@/test/providers';

const FACTS = {
  extra: {},
  nutritions_name: ['Calories 780 kcal', 'Saturated fat 3 g', 'Omega-3 2.1 g', 'Lycopene 4 mg'],
  allergies_name: ['Gluten', 'milk', 'Tree nuts', 'Milk powder', 'Quinoa'],
};

describe('ProductFacts', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('names the brand, the nutrition details and the allergic ingredients', () => {
    render(
      <ProductFacts item={{ extra: { brand: 'Sonora' }, nutritions_name: ['Calories 780 kcal', 'Protein 38 g'], allergies_name: ['Gluten', 'Milk'] }} />,
      { wrapper: TestProviders },
    );
    expect(screen.getByText('Brand').nextSibling).toHaveTextContent('Sonora');
    expect(screen.getByText('Nutrition details').nextSibling).toHaveTextContent('Calories 780 kcal, Protein 38 g');
    expect(screen.getByText('Allergic ingredients').nextSibling).toHaveTextContent('Gluten, Milk');
  });

  it('translates the known nutrient and allergen names into French, keeping quantities and unknown names as stored', async () => {
    await i18n.changeLanguage('fr');
    render(<ProductFacts item={FACTS} />, { wrapper: TestProviders });
    expect(screen.getByText('Valeurs nutritionnelles').nextSibling).toHaveTextContent('Calories 780 kcal, Acides gras saturés 3 g, Oméga-3 2.1 g, Lycopene 4 mg');
    expect(screen.getByText('Allergènes').nextSibling).toHaveTextContent('Gluten, Lait, Fruits à coque, Milk powder, Quinoa');
  });

  it('writes the known names in English in English, and unknown ones as stored', () => {
    render(<ProductFacts item={FACTS} />, { wrapper: TestProviders });
    expect(screen.getByText('Allergic ingredients').nextSibling).toHaveTextContent('Gluten, Milk, Tree nuts, Milk powder, Quinoa');
  });

  it('keys a name by its words and reads a nutrient name at the start of the detail only', () => {
    const t = (key: string) => `<${key}>`;
    expect(factKey(' Omega-3 ')).toBe('omega_3');
    expect(factKey('Saturated  fat')).toBe('saturated_fat');
    expect(factName('Protein 38 g', 'nutrients', t)).toBe('<nutrients.protein> 38 g');
    expect(factName('Fat', 'nutrients', t)).toBe('<nutrients.fat>');
    expect(factName('38 g Protein', 'nutrients', t)).toBe('38 g Protein');
    expect(factName('Egg', 'allergens', t)).toBe('<allergens.egg>');
  });

  it('shows nothing for an item without any of them', () => {
    const { container } = render(<ProductFacts item={{ extra: { seats: 4 }, nutritions_name: [], allergies_name: [] }} />, { wrapper: TestProviders });
    expect(container.querySelector('dl')).toBeNull();
  });

  it('reads a brand only from a non-empty text', () => {
    expect(brandOf({ extra: { brand: '  Pixelia ' } })).toBe('Pixelia');
    expect(brandOf({ extra: { brand: 3 } })).toBeNull();
    expect(brandOf({ extra: { brand: ' ' } })).toBeNull();
  });
});
