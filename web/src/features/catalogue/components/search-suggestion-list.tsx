import type { SearchSuggestion } from '@storefront/sdk';
import { useTranslation } from 'react-i18next';
import { optionId } from '@/features/catalogue/components/search-suggestions';
import '@/features/catalogue/components/search-suggestion-list.css';

interface ListProps {
  id: string;
  suggestions: readonly SearchSuggestion[];
  /** The option the arrow keys reached, -1 for none. */
  active: number;
  onPick: (suggestion: SearchSuggestion) => void;
}

/**
 * The search box's suggestion list (a listbox under the field): a picture, the name and a second line
 * per suggestion. Picking happens on mouse down, before the field loses its focus and closes the list.
 */
export default function SearchSuggestionList({ id, suggestions, active, onPick }: ListProps) {
  const { t } = useTranslation('catalogue');
  return (
    <ul id={id} role="listbox" aria-label={t('search.suggestions')} className="search-suggestions">
      {suggestions.map((suggestion, index) => (
        <li
          key={suggestion.key}
          id={optionId(id, index)}
          role="option"
          aria-selected={index === active}
          className="search-suggestions__option"
          onMouseDown={(event) => {
            event.preventDefault();
            onPick(suggestion);
          }}
        >
          {suggestion.imageUrl ? <img src={suggestion.imageUrl} alt="" className="search-suggestions__image" loading="lazy" /> : null}
          <span className="search-suggestions__text">
            <span className="search-suggestions__label">{suggestion.label}</span>
            {suggestion.detail ? <span className="search-suggestions__detail">{suggestion.detail}</span> : null}
          </span>
        </li>
      ))}
    </ul>
  );
}
