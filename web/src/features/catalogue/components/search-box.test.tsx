import type { SearchSuggestion } from '@storefront/sdk';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SearchBox } from '@/features/catalogue/components/search-box';
import { SUGGEST_AFTER_MS } from '@/features/catalogue/components/search-suggestions';
import { TestProviders } from '@/test/providers';

const PEUGEOTS: SearchSuggestion[] = [
  { key: 'vehicle-1', label: 'Peugeot 208', detail: 'Paris Rent', imageUrl: '/media/208.png', to: '/product/1?id=1&module_id=6' },
  { key: 'vehicle-2', label: 'Peugeot 5008', detail: 'Paris Rent', to: '/product/2?id=2&module_id=6' },
];

async function typed(text: string) {
  // The suggesting field is its own chunk: the plain field stands in until it arrives.
  fireEvent.change(await screen.findByRole('combobox', { name: 'Search vehicles' }), { target: { value: text } });
  await act(async () => vi.advanceTimersByTimeAsync(SUGGEST_AFTER_MS));
}

describe('the search box with suggestions', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('lists what the module suggests after a pause in typing, and opens the one clicked', async () => {
    const suggest = vi.fn(async () => PEUGEOTS);
    const onPick = vi.fn();
    render(<SearchBox itemsLabel="vehicles" onSearch={vi.fn()} suggest={suggest} onPick={onPick} />, { wrapper: TestProviders });
    await typed('  peu ');
    expect(suggest).toHaveBeenCalledExactlyOnceWith('peu');
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Peugeot 208Paris Rent', 'Peugeot 5008Paris Rent']);
    expect(screen.getByRole('combobox')).toHaveAttribute('aria-expanded', 'true');
    fireEvent.mouseDown(options[1]!);
    expect(onPick).toHaveBeenCalledWith(PEUGEOTS[1]);
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('moves through the suggestions with the arrow keys and picks with Enter; Enter with none chosen searches', async () => {
    const onPick = vi.fn();
    const onSearch = vi.fn();
    render(<SearchBox itemsLabel="vehicles" onSearch={onSearch} suggest={async () => PEUGEOTS} onPick={onPick} />, { wrapper: TestProviders });
    await typed('peu');
    const field = screen.getByRole('combobox');
    await screen.findAllByRole('option');
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    expect(screen.getAllByRole('option')[1]).toHaveAttribute('aria-selected', 'true');
    expect(field.getAttribute('aria-activedescendant')).toBe(screen.getAllByRole('option')[1]!.id);
    fireEvent.keyDown(field, { key: 'ArrowDown' }); // past the last: none chosen
    fireEvent.keyDown(field, { key: 'ArrowUp' }); // and back to the last
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(onPick).toHaveBeenCalledWith(PEUGEOTS[1]);
    await typed('peug');
    fireEvent.keyDown(field, { key: 'Escape' });
    expect(screen.queryByRole('listbox')).toBeNull();
    fireEvent.submit(field.closest('form')!);
    expect(onSearch).toHaveBeenCalledWith('peug');
  });

  it('asks nothing under two characters, drops an answer overtaken by newer typing, and shows nothing on a refusal', async () => {
    const answers: Record<string, SearchSuggestion[]> = { pe: [PEUGEOTS[0]!], peu: PEUGEOTS };
    const suggest = vi.fn(async (text: string) => {
      if (text === 'xx') throw new Error('refused');
      return answers[text] ?? [];
    });
    render(<SearchBox itemsLabel="vehicles" onSearch={vi.fn()} suggest={suggest} />, { wrapper: TestProviders });
    await typed('p');
    expect(suggest).not.toHaveBeenCalled();
    fireEvent.change(await screen.findByRole('combobox'), { target: { value: 'pe' } });
    await typed('peu'); // typed before the pause ended: only the last text is asked for
    expect(suggest).toHaveBeenCalledExactlyOnceWith('peu');
    expect(await screen.findAllByRole('option')).toHaveLength(2);
    await typed('xx');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('stays a plain search field for a module without suggestions', () => {
    render(<SearchBox itemsLabel="foods" onSearch={vi.fn()} />, { wrapper: TestProviders });
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.getByRole('searchbox', { name: 'Search foods' })).toBeInTheDocument();
  });
});
