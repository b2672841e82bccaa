import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { usePlaceSearch } from '@/features/location/hooks/use-place-search';
import { TestProviders } from '@/test/providers';

const place = (street: string) => ({
  place_id: `demo:${street}`,
  description: `${street}, 75002 Paris, France`,
  structured_formatting: { main_text: street, secondary_text: '75002 Paris, France' },
});

describe('usePlaceSearch', () => {
  it('offers no earlier text’s places while the text in the box is asked for', async () => {
    // "Rue M" is answered at once; "Rue Montorgueil" only when the test lets it.
    let answerFull: () => void = () => {};
    const fullAnswered = new Promise<void>((done) => (answerFull = done));
    const asked: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const text = new URL(String(input), 'http://storefront.test').searchParams.get('search_text');
        asked.push(text ?? '');
        if (text === 'Rue Montorgueil') await fullAnswered;
        const predictions = text === 'Rue M' ? [place('110 Rue Mouffetard'), place('12 Rue Montorgueil')] : [place('12 Rue Montorgueil')];
        return Response.json({ predictions, status: 'OK' });
      }),
    );
    const { result } = renderHook(() => usePlaceSearch(), { wrapper: TestProviders });
    expect(result.current).toMatchObject({ predictions: [], loading: false, searched: false });

    act(() => result.current.onSearch('Rue M'));
    expect(result.current).toMatchObject({ predictions: [], loading: true, searched: false });
    await waitFor(() => expect(result.current.predictions.map((p) => p.structured_formatting.main_text)).toEqual(['110 Rue Mouffetard', '12 Rue Montorgueil']));
    expect(result.current).toMatchObject({ loading: false, searched: true });

    // Typing on: the list of "Rue M" goes at once, and stays gone until "Rue Montorgueil" is answered.
    act(() => result.current.onSearch('Rue Montorgueil'));
    expect(result.current).toMatchObject({ predictions: [], loading: true, searched: false });
    await waitFor(() => expect(asked).toContain('Rue Montorgueil')); // the typing settled: it is asked for
    expect(result.current).toMatchObject({ predictions: [], loading: true, searched: false });
    answerFull();
    await waitFor(() => expect(result.current.predictions.map((p) => p.structured_formatting.main_text)).toEqual(['12 Rue Montorgueil']));
    expect(result.current).toMatchObject({ loading: false, searched: true });
  });
});
