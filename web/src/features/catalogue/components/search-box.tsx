import SearchOutlined from '@ant-design/icons/SearchOutlined';
import { Button } from 'antd';
import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  defaultValue?: string;
  /** What the shopper looks for: foods, vehicles or items. */
  itemsLabel: string;
  onSearch: (name: string) => void;
}

/**
 * The item search field; an empty search does nothing. A native search input in antd's look rather
 * than antd's Input: that one brings its text area, password and OTP fields with it, a fifth of the
 * home page's own code, for one field.
 */
export function SearchBox({ defaultValue = '', itemsLabel, onSearch }: Props) {
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
