import SearchOutlined from '@ant-design/icons/SearchOutlined';
import type { SearchSuggestion } from '@storefront/sdk';
import { Button } from 'antd';
import { lazy, Suspense, useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

export interface SearchBoxProps {
  defaultValue?: string;
  /** What the shopper looks for: foods, vehicles or items. */
  itemsLabel: string;
  onSearch: (name: string) => void;
  /** The module's suggestions while typing (its web-vertical's); none: a plain search field. */
  suggest?: ((text: string) => Promise<readonly SearchSuggestion[]>) | null;
  /** A suggestion was picked (clicked, or chosen with the arrow keys and Enter). */
  onPick?: (suggestion: SearchSuggestion) => void;
}

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

/**
 * A native search input in antd's look rather than antd's Input: that one brings its text area,
 * password and OTP fields with it, a fifth of the home page's own code, for one field.
 */
function PlainSearchBox({ defaultValue = '', itemsLabel, onSearch }: SearchBoxProps) {
  const { t } = useTranslation('catalogue');
  const id = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = String(new FormData(event.currentTarget).get('name') ?? '').trim();
    if (value) onSearch(value);
  };
  return (
    <div className="search-box">
      <form role="search" className="search-box__form" onSubmit={submit}>
        <label htmlFor={id} className="visually-hidden">
          {t('search.label', { items: itemsLabel })}
        </label>
        <input
          id={id}
          name="name"
          type="search"
          maxLength={100}
          defaultValue={defaultValue}
          placeholder={t('search.placeholder', { items: itemsLabel })}
          className="search-box__input"
          autoComplete="off"
        />
        {/* An icon button: the module accents are too light for white text at this size. */}
        <Button type="primary" htmlType="submit" size="large" icon={<SearchOutlined aria-hidden />} aria-label={t('search.submit')} />
      </form>
    </div>
  );
}
