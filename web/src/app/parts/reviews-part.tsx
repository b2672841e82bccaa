import { Suspense } from 'react';
import type { ReviewedThing } from '@/features/reviews/api/reviews';
import { lazyAfterFirstView } from '@/shared/lib/after-first-view';
import { WhenVisible } from '@/shared/ui/when-visible';

// Below the page's first screen: the reviews' code, strings and answer come when the shopper scrolls near,
// their antd styles built (styled-reviews-section.ts). Not before the first view's end: on a phone the
// section is near at once, and its nine files were requested inside the render that showed it, one
// task of 30 to 61 ms at index 1,000 (docs/web.md); after the first view, in a task of their own.
const ReviewsSection = lazyAfterFirstView(() => import(/* webpackChunkName: "reviews" */ '@/app/parts/styled-reviews-section'));

/** A store's or an item's reviews at the end of its page, fetched and drawn when scrolled near. */
export function LazyReviews({ of }: { of: ReviewedThing }) {
  return (
    <WhenVisible placeholder={<div className="reviews-part__placeholder" style={{ minBlockSize: 160 }} />}>
      <Suspense fallback={<div style={{ minBlockSize: 160 }} />}>
        <ReviewsSection of={of} />
      </Suspense>
    </WhenVisible>
  );
}
