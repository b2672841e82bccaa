import type { VerticalHost } from '@storefront/sdk';
import { AutoComplete } from 'antd';
import { useEffect, useState } from 'react';
import type { TripPlace } from './types';

interface Prediction {
  description: string;
  place_id: string;
}

/** How long typing settles before places are searched, and the longest text sent. */
const DEBOUNCE_MS = 300;
const MAX_TEXT = 100;

export interface PlaceSearchProps {
  host: VerticalHost;
  id?: string;
  value: TripPlace | null;
  placeholder: string;
  onChange: (place: TripPlace) => void;
  /** A picked place is being looked up (true), or is known (false): its coordinates come a moment later. */
  onResolving?: (resolving: boolean) => void;
}

/** A place chosen by searching the storefront's place search (the same one the location picker uses). */
export function PlaceSearch({ host, id, value, placeholder, onChange, onResolving }: PlaceSearchProps) {
  const [text, setText] = useState(value?.address ?? '');
  const [options, setOptions] = useState<Prediction[]>([]);
  useEffect(() => {
    const search = text.trim().slice(0, MAX_TEXT);
    if (!search || search === value?.address) return;
    const timer = setTimeout(() => {
      host
        .request<{ predictions: Prediction[] }>('/api/v1/config/place-api-autocomplete', { query: { search_text: search } })
        .then((answer) => setOptions(answer.predictions))
        .catch(() => setOptions([]));
    }, DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [host, text, value?.address]);
  const choose = async (placeId: string) => {
    onResolving?.(true);
    try {
      const answer = await host.request<{ result: { formatted_address: string; geometry: { location: { lat: number; lng: number } } } }>(
        '/api/v1/config/place-api-details',
        { query: { placeid: placeId } },
      );
      const place = { address: answer.result.formatted_address, ...answer.result.geometry.location };
      setText(place.address);
      onChange(place);
    } finally {
      onResolving?.(false);
    }
  };
  return (
    <AutoComplete
      id={id}
      value={text}
      placeholder={placeholder}
      options={options.map((option) => ({ value: option.place_id, label: option.description }))}
      onSearch={setText}
      onSelect={(placeId: string) => void choose(placeId).catch(() => undefined)}
    />
  );
}
