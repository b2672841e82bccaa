import useSWR from 'swr';
import { apiFetch } from '@/shared/api/client';
import { swrKeys } from '@/shared/api/swr-keys';
import type { Schemas } from '@/shared/api/types';

export type Prediction = Schemas['Prediction'];

/** GET /api/v1/config/place-api-autocomplete: places matching what the customer typed, best first. */
export async function searchPlaces(searchText: string): Promise<Prediction[]> {
  const answer = await apiFetch<Schemas['AutocompleteAnswer']>(swrKeys.placePredictions(searchText));
  return answer.predictions;
}

/**
 * The predictions for `searchText` (already debounced); nothing is asked for an empty text. No previous
 * text's answer stands in while a new one is asked for (usePlaceSearch offers only the current text's).
 */
export function usePlacePredictions(searchText: string) {
  const text = searchText.trim();
  return useSWR(text ? swrKeys.placePredictions(text) : null, () => searchPlaces(text), { revalidateOnFocus: false });
}
