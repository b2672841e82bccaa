import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SearchBox } from '@/features/catalogue/components/search-box';
import { TestProviders } from '@/test/providers';

// The suggesting field's chunk arrives when the test lets it: a slow phone's network.
const chunk = vi.hoisted(() => {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  return { arrived, arrive };
});
vi.mock('@/features/catalogue/components/suggesting-search-box', async (importOriginal) => {
  await chunk.arrived;
  return importOriginal();
});

describe('the search box while its suggesting field arrives', () => {
  it('keeps what the shopper typed in the plain field, and the focus, in the suggesting one', async () => {
    const user = userEvent.setup();
    render(<SearchBox itemsLabel="vehicles" onSearch={vi.fn()} suggest={async () => []} />, { wrapper: TestProviders });

    await user.click(screen.getByRole('searchbox', { name: 'Search vehicles' }));
    await user.keyboard('peu');
    await act(async () => chunk.arrive());

    const field = await screen.findByRole('combobox', { name: 'Search vehicles' });
    expect(field).toHaveValue('peu');
    expect(field).toHaveFocus();
    await user.keyboard('g');
    expect(field).toHaveValue('peug');
  });
});
