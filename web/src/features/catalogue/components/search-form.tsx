import SearchOutlined from '@ant-design/icons/SearchOutlined';
import type { SearchSuggestion } from '@storefront/sdk';
import { Button } from 'antd';
import type { FormEvent, InputHTMLAttributes, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import '@/shared/ui/visually-hidden.css';
import '@/features/catalogue/components/search-form.css';

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

interface SearchFormProps {
  /** The input's id (the suggesting field names its list after it). */
  id: string;
  defaultValue: string;
  itemsLabel: string;
  onSearch: (name: string) => void;
  /** What the suggesting field adds to the input: its combobox attributes and handlers. */
  inputProps?: InputHTMLAttributes<HTMLInputElement>;
  /** Drawn under the input, in one field with it (the suggestions). */
  below?: ReactNode;
}

/**
 * The search form both search fields share: its label, a native search input in antd's look (antd's
 * Input brings its text area, password and OTP fields with it, a fifth of the home page's own code, for
 * one field) and the submit button; an empty search does nothing.
 */
export function SearchForm({ id, defaultValue, itemsLabel, onSearch, inputProps, below }: SearchFormProps) {
  const { t } = useTranslation('catalogue');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = String(new FormData(event.currentTarget).get('name') ?? '').trim();
    if (value) onSearch(value);
  };
  const input = (
    <input
      id={id}
      name="name"
      type="search"
      maxLength={100}
      defaultValue={defaultValue}
      placeholder={t('search.placeholder', { items: itemsLabel })}
      className="search-box__input"
      autoComplete="off"
      {...inputProps}
    />
  );
  return (
    <div className="search-box">
      <form role="search" className="search-box__form" onSubmit={submit}>
        <label htmlFor={id} className="visually-hidden">
          {t('search.label', { items: itemsLabel })}
        </label>
        {below === undefined ? (
          input
        ) : (
          <div className="search-box__field">
            {input}
            {below}
          </div>
        )}
        {/* An icon button: the module accents are too light for white text at this size. */}
        <Button type="primary" htmlType="submit" size="large" icon={<SearchOutlined aria-hidden />} aria-label={t('search.submit')} />
      </form>
    </div>
  );
}
