import { lazy, useId, useState } from 'react';
import { SearchForm, type SearchBoxProps } from '@/features/catalogue/components/search-form';
import { StandIn } from '@/shared/ui/stand-in';

export type { SearchBoxProps } from '@/features/catalogue/components/search-form';

// The combobox comes only to a module whose web-vertical suggests (the home's first-load budget).
const SuggestingSearchBox = lazy(() => import(/* webpackChunkName: "search-suggestions" */ '@/features/catalogue/components/suggesting-search-box'));

/**
 * The item search field; an empty search does nothing. With `suggest`, the suggesting field
 * (suggesting-search-box.tsx), the plain one standing in while its chunk arrives: what the shopper
 * typed meanwhile, and the focus, go on in the suggesting field.
 */
export function SearchBox(props: SearchBoxProps) {
  const { defaultValue = '', itemsLabel, onSearch } = props;
  const [typed, setTyped] = useState(defaultValue);
  const plain = (
    <SearchForm
      id={useId()}
      defaultValue={defaultValue}
      itemsLabel={itemsLabel}
      onSearch={onSearch}
      inputProps={{ onChange: (event) => setTyped(event.target.value) }}
    />
  );
  if (!props.suggest) return plain;
  return (
    <StandIn standIn={plain}>
      <SuggestingSearchBox {...props} defaultValue={typed} />
    </StandIn>
  );
}
