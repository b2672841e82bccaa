import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import type { PagedList } from '@/features/catalogue/api/paged';
import { PagedItems } from '@/features/catalogue/containers/paged-items';
import { stubIntersectionObserver, type FakeScreen } from '@/test/intersection-observer';
import { anItem } from '@/features/catalogue/test/fixtures';
import type { Item } from '@/features/catalogue/types';
import { fakeApi } from '@/test/fake-api';
import { MODULES } from '@/test/fixtures/marketplace';
import { TestProviders } from '@/test/providers';

const ITEMS = Array.from({ length: 10 }, (_, index) => anItem({ id: 100 + index, slug: `item-${index}`, name: `Item ${index + 1}` }));

function aList(overrides: Partial<PagedList<Item>>): PagedList<Item> {
  return {
    rows: [],
    total: 0,
    loading: false,
    loadingMore: false,
    hasMore: false,
    error: undefined,
    loadMore: () => undefined,
    retry: () => undefined,
    ...overrides,
  };
}

function page(list: PagedList<Item>) {
  return (
    <MemoryRouter>
      <PagedItems list={list} emptyText="Nothing here" firstScreen={6} />
    </MemoryRouter>
  );
}

const cardNames = () => screen.queryAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
const greyCards = () => document.querySelectorAll('.card-list__entry .card-skeleton');

describe('PagedItems on a store page (first screen of 6 cards)', () => {
  let screenNear: FakeScreen;
  beforeEach(() => {
    screenNear = stubIntersectionObserver();
    fakeApi({ '/api/v1/module': { body: MODULES } });
  });

  it('draws the cards past the first six once the shopper scrolls to them, after the list was loading', async () => {
    // A store page: its list is loading first (no grey card to watch yet), then its first page comes in.
    const view = render(page(aList({ loading: true })), { wrapper: TestProviders });
    view.rerender(page(aList({ rows: ITEMS.slice(0, 8), total: 10, hasMore: true })));
    expect(cardNames()).toEqual(ITEMS.slice(0, 6).map((item) => item.name));
    expect(greyCards()).toHaveLength(2);

    act(() => screenNear.scrollToAll());
    expect(cardNames()).toEqual(ITEMS.slice(0, 8).map((item) => item.name));
    expect(greyCards()).toHaveLength(0);

    // "Load more": the next page's cards are drawn as cards, not grey ones.
    view.rerender(page(aList({ rows: ITEMS, total: 10 })));
    expect(await screen.findByRole('heading', { name: 'Item 10' })).toBeInTheDocument();
    expect(greyCards()).toHaveLength(0);
  });

  it('keeps the cards past the first six grey until the shopper scrolls near them', () => {
    render(page(aList({ rows: ITEMS, total: 10 })), { wrapper: TestProviders });
    expect(cardNames()).toHaveLength(6);
    expect(greyCards()).toHaveLength(4);
    expect(screenNear.watched()).toEqual(expect.arrayContaining([...greyCards()]));
  });

  it('draws the cards when the shopper jumps past the first grey card to later ones (End key)', () => {
    render(page(aList({ rows: ITEMS, total: 10 })), { wrapper: TestProviders });
    const [, , , last] = greyCards();
    if (!last) throw new Error('no fourth grey card');
    // The first grey card never comes near the screen: it went from below it to above it at once.
    act(() => screenNear.bringNear([last]));
    expect(cardNames()).toEqual(ITEMS.map((item) => item.name));
    expect(greyCards()).toHaveLength(0);
  });
});
