import { lazy, Suspense, useId } from 'react';
import { SearchForm, type SearchBoxProps } from '@/features/catalogue/components/search-form';

export type { SearchBoxProps } from '@/features/catalogue/components/search-form';

// The combobox comes only to a module whose web-vertical suggests (the home's first-load budget).
const SuggestingSearchBox = lazy(() => import(/* webpackChunkName: "search-suggestions" */ '@/features/catalogue/components/suggesting-search-box'));

/**
 * The item search field; an empty search does nothing. With `suggest`, the suggesting field
 * (suggesting-search-box.tsx), the plain one drawn while its chunk arrives.
 */
export function SearchBox(props: SearchBoxProps) {
  if (!props.suggest) return <PlainSearchBox {...props} />;
  return (
    <Suspense fallback={<PlainSearchBox {...props} />}>
      <SuggestingSearchBox {...props} />
    </Suspense>
  );
}

function PlainSearchBox({ defaultValue = '', itemsLabel, onSearch }: SearchBoxProps) {
  return <SearchForm id={useId()} defaultValue={defaultValue} itemsLabel={itemsLabel} onSearch={onSearch} />;
}
