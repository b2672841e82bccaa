import { useState } from 'react';
import { usePlacePredictions, type Prediction } from '@/features/location/api/search-places';
import { useDebouncedValue } from '@/features/location/hooks/use-debounced-value';
import { SEARCH_DEBOUNCE_MS } from '@/features/location/model';

/** The server refuses longer search texts. */
const MAX_SEARCH_LENGTH = 120;

export interface PlaceSearchState {
  /** The places found for the text in the box, best first; none while that text's answer is on its way. */
  predictions: Prediction[];
  /** The text in the box has no answer yet (still being typed, or asked for). */
  loading: boolean;
  /** The text in the box has its answer (so an empty list means nothing was found). */
  searched: boolean;
  onSearch: (text: string) => void;
}

/**
 * What the place search box offers: the server's predictions for the text the customer typed, asked once
 * the typing settles. Only an answer to the text in the box is offered, never one to an earlier text while
 * the new one is asked for: Enter on a list left from "Rue M" would pick a street the customer did not
 * finish typing.
 */
export function usePlaceSearch(): PlaceSearchState {
  const [typed, setTyped] = useState('');
  const text = typed.trim().slice(0, MAX_SEARCH_LENGTH);
  const settled = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const answer = usePlacePredictions(settled);
  const answered = text !== '' && settled === text && answer.data !== undefined;
  return {
    predictions: answered ? (answer.data ?? []) : [],
    loading: text !== '' && !answered,
    searched: answered,
    onSearch: setTyped,
  };
}
