import type { VerticalHost } from '@storefront/sdk';
import useSWR from 'swr';
import { getQuote, parcelKeys } from '../api';
import type { QuoteInput } from '../types';

/** The server's quote for `input` (none while null); the last one stays shown while the next loads. */
export function useQuote(host: VerticalHost, input: QuoteInput | null) {
  const { data, error, isLoading } = useSWR(input ? parcelKeys.quote(input) : null, () => getQuote(host, input!), {
    keepPreviousData: true,
    shouldRetryOnError: false,
  });
  return { quote: input ? (data ?? null) : null, error: input && error instanceof Error ? error.message : null, loading: isLoading };
}
