import { SearchOutlined } from '@ant-design/icons';
import { Select, Spin } from 'antd';
import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Prediction } from '@/features/location/api/search-places';

interface PlaceOption {
  value: string;
  label: string;
  prediction: Prediction;
}

export interface PlaceSearchProps {
  /** The place chosen last, shown in the field. */
  chosen: Prediction | null;
  predictions: Prediction[];
  loading: boolean;
  /** The customer typed something (so an empty list means nothing was found). */
  searched: boolean;
  onSearch: (text: string) => void;
  onChoose: (prediction: Prediction) => void;
}

/** The place search: what the customer types goes to the server, which answers the predictions. */
export function PlaceSearch({ chosen, predictions, loading, searched, onSearch, onChoose }: PlaceSearchProps) {
  const { t } = useTranslation('location');
  const options: PlaceOption[] = predictions.map((prediction) => ({
    value: prediction.place_id,
    label: prediction.description,
    prediction,
  }));
  const emptyText = searched ? t('search.noResults') : null;
  // antd highlights a new list's first option in an effect that runs after the list is drawn: an Enter in
  // between found nothing highlighted, closed the list and chose nothing. The option the customer sees first
  // is the one Enter means, so that Enter chooses it here. `highlighted` is what antd last highlighted
  // (null while a list has none).
  const highlighted = useRef<string | null>(null);
  const chooseFirstIfNoneHighlighted = (event: KeyboardEvent) => {
    const [first] = predictions;
    if (event.key !== 'Enter' || event.repeat || !first) return;
    if (!predictions.some((prediction) => prediction.place_id === highlighted.current)) onChoose(first);
  };
  return (
    <Select<{ value: string; label: string }, PlaceOption>
      showSearch={{ filterOption: false, onSearch }}
      labelInValue
      value={chosen ? { value: chosen.place_id, label: chosen.description } : undefined}
      options={options}
      onSelect={(_, option) => onChoose(option.prediction)}
      // antd hands over the option's own value here (its place id), not the { value, label } its type names.
      onActive={(value: unknown) => {
        highlighted.current = typeof value === 'string' ? value : null;
      }}
      onKeyDown={chooseFirstIfNoneHighlighted}
      optionRender={({ data }) => (
        <span className="location-picker__option">
          <strong>{data.prediction.structured_formatting.main_text}</strong>
          <span className="text-secondary">{data.prediction.structured_formatting.secondary_text}</span>
        </span>
      )}
      placeholder={t('search.placeholder')}
      aria-label={t('search.label')}
      notFoundContent={loading ? <Spin size="small" /> : emptyText}
      suffixIcon={loading ? undefined : <SearchOutlined />}
      loading={loading}
      size="large"
    />
  );
}
