import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ItemFilterChips } from '@/features/catalogue/components/item-filter-chips';
import { TestProviders } from '@/test/providers';

describe('ItemFilterChips', () => {
  it("draws the module's filters as toggles and reports the new choice", async () => {
    const onChange = vi.fn();
    render(<ItemFilterChips offered={['veg', 'non_veg', 'halal']} chosen={['veg']} onChange={onChange} />, { wrapper: TestProviders });
    expect(screen.getByRole('button', { name: 'Veg' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Halal' })).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(screen.getByRole('button', { name: 'Non Veg' }));
    expect(onChange).toHaveBeenCalledWith(['non_veg']);
  });

  it('shows a filter it has no words for by its name, and nothing for a module without filters', () => {
    const { rerender } = render(<ItemFilterChips offered={['organic', 'gluten_free']} chosen={[]} onChange={vi.fn()} />, {
      wrapper: TestProviders,
    });
    expect(screen.getByRole('button', { name: 'Organic' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'gluten_free' })).toBeInTheDocument();
    rerender(<ItemFilterChips offered={[]} chosen={[]} onChange={vi.fn()} />);
    expect(screen.queryByRole('group', { name: 'Filters' })).toBeNull();
  });
});
