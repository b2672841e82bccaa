import useSWRImmutable from 'swr/immutable';
import { loadVertical, verticalLoader, type LoadedVertical } from '@/app/verticals/verticals';
import { swrKeys } from '@/shared/api/swr-keys';

/** The web-vertical of `moduleType` once its bundle has arrived; null meanwhile or when it has none. */
export function useVertical(moduleType: string | null | undefined): LoadedVertical | null {
  const key = moduleType && verticalLoader(moduleType) ? swrKeys.vertical(moduleType) : null;
  const { data } = useSWRImmutable(key, ([, type]) => loadVertical(type));
  return data ?? null;
}
