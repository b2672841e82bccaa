import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { brandOf, ProductFacts } from '@/features/catalogue/components/product-facts';
import { TestProviders } from '@/test/providers';

describe('ProductFacts', () => {
  it('names the brand, the nutrition details and the allergic ingredients', () => {
    render(
      <ProductFacts item={{ extra: { brand: 'Sonora' }, nutritions_name: ['Calories 780 kcal', 'Protein 38 g'], allergies_name: ['Gluten', 'Milk'] }} />,
      { wrapper: TestProviders },
    );
    expect(screen.getByText('Brand').nextSibling).toHaveTextContent('Sonora');
    expect(screen.getByText('Nutrition details').nextSibling).toHaveTextContent('Calories 780 kcal, Protein 38 g');
    expect(screen.getByText('Allergic ingredients').nextSibling).toHaveTextContent('Gluten, Milk');
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
