import useSWRInfinite from 'swr/infinite';
import type { CatalogueKey } from '@/shared/api/swr-keys';
import { fetchCatalogue } from '@/features/catalogue/api/fetch-catalogue';

interface Page {
  total_size: number;
}

/** A list read page by page ("load more"), with the rows of every page loaded so far. */
export interface PagedList<Row> {
  rows: Row[];
  total: number;
  /** The first page has not arrived yet. */
  loading: boolean;
  /** A further page is on its way. */
  loadingMore: boolean;
  /** Another page may hold rows. */
  hasMore: boolean;
  error: unknown;
  loadMore: () => void;
  retry: () => void;
}

/**
 * Page through a catalogue list from page 1. SPEC.md section 9: pages stop when a page comes back
 * empty; the total the answer carries also stops them once every row is loaded, so the shopper never
 * has to press "load more" for a page known to be empty. `keyOf(page)` is null while the list cannot be
 * asked for yet.
 */
export function usePagedList<P extends Page, Row>(
  keyOf: (page: number) => CatalogueKey | null,
  rowsOf: (page: P) => Row[],
): PagedList<Row> {
  const { data, error, size, setSize, isLoading, isValidating, mutate } = useSWRInfinite<P, unknown>(
    (index, previous: P | null) => (previous && rowsOf(previous).length === 0 ? null : keyOf(index + 1)),
    fetchCatalogue<P>,
    { revalidateFirstPage: false },
  );
  const pages = data ?? [];
  const rows = pages.flatMap(rowsOf);
  const last = pages[pages.length - 1];
  const total = last?.total_size ?? 0;
  const loadingMore = isValidating && size > pages.length;
  const hasMore = last !== undefined && rowsOf(last).length > 0 && rows.length < total;
  return {
    rows,
    total,
    loading: isLoading,
    loadingMore,
    hasMore,
    error,
    loadMore: () => void setSize(size + 1),
    retry: () => void mutate(),
  };
}
