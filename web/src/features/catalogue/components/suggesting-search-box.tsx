import type { SearchSuggestion } from '@storefront/sdk';
import { useId, useState, type KeyboardEvent } from 'react';
import { SearchForm, type SearchBoxProps } from '@/features/catalogue/components/search-form';
import SearchSuggestionList from '@/features/catalogue/components/search-suggestion-list';
import { optionId, useSuggestions } from '@/features/catalogue/components/search-suggestions';

/** The option the arrow keys reach next: from none down to the first, past either end back to none. */
function moved(now: number, step: 1 | -1, count: number): number {
  const next = now + step;
  if (next < -1) return count - 1;
  return next >= count ? -1 : next;
}

/**
 * The search field of a module whose web-vertical suggests while typing: a combobox, the module's
 * suggestions listed under it as the shopper types (arrow keys move, Enter picks, Escape closes), and
 * Enter without a chosen suggestion searching as the plain field does. Its own chunk, fetched only in
 * such a module (SearchBox draws the plain field meanwhile), so other homes' first load carries none of it.
 */
export default function SuggestingSearchBox({ defaultValue = '', itemsLabel, onSearch, suggest = null, onPick }: SearchBoxProps) {
  const id = useId();
  const listId = `${id}-suggestions`;
  const [typed, setTyped] = useState(defaultValue);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const suggestions = useSuggestions(suggest, typed);
  const shown = open && suggestions.length > 0;

  const pick = (suggestion: SearchSuggestion) => {
    setOpen(false);
    onPick?.(suggestion);
  };
  const keys = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!shown) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((now) => moved(now, step, suggestions.length));
    } else if (event.key === 'Enter' && active >= 0 && active < suggestions.length) {
      event.preventDefault();
      pick(suggestions[active]!);
    } else if (event.key === 'Escape') {
      setOpen(false);
    }
  };
  const combobox = suggest
    ? {
        role: 'combobox' as const,
        'aria-autocomplete': 'list' as const,
        'aria-expanded': shown,
        'aria-controls': listId,
        'aria-activedescendant': shown && active >= 0 ? optionId(listId, active) : undefined,
      }
    : {};
  return (
    <SearchForm
      id={id}
      defaultValue={defaultValue}
      itemsLabel={itemsLabel}
      onSearch={onSearch}
      inputProps={{
        onChange: (event) => {
          setTyped(event.target.value);
          setOpen(true);
          setActive(-1);
        },
        onKeyDown: keys,
        onBlur: () => setOpen(false),
        ...combobox,
      }}
      below={shown ? <SearchSuggestionList id={listId} suggestions={suggestions} active={active} onPick={pick} /> : null}
    />
  );
}
