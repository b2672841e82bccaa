import useSWR from 'swr';
import { apiFetch } from '@/shared/api/client';
import { swrKeys } from '@/shared/api/swr-keys';
import type { OrderReviews, ReviewDraft, ReviewPage, ReviewSubject, ReviewSubmitted } from '@/features/reviews/types';

/** Reviews a page of a store's or an item's list shows. */
export const REVIEWS_PER_PAGE = 5;

/** Whose reviews: a store's (GET /api/v1/stores/reviews) or an item's (GET /api/v1/items/reviews/{id}). */
export type ReviewedThing = { kind: 'store'; storeId: number } | { kind: 'item'; itemId: number };

/** One page (from 1) of a store's or an item's published reviews, newest first, with the star distribution. */
export function useReviews(of: ReviewedThing, page: number) {
  const query = { offset: page, limit: REVIEWS_PER_PAGE };
  const key = of.kind === 'store' ? swrKeys.storeReviews(of.storeId, query) : swrKeys.itemReviews(of.itemId, query);
  return useSWR(key, (path: string) => apiFetch<ReviewPage>(path), { keepPreviousData: true });
}

/** GET /api/v1/customer/order/reviews: what the customer may still review of an order, and what they did. */
export function useOrderReviews(orderId: number | null) {
  return useSWR(orderId === null ? null : swrKeys.orderReviews(orderId), (path: string) => apiFetch<OrderReviews>(path));
}

const SUBMIT_PATHS: Record<ReviewSubject['kind'], string> = {
  item: '/api/v1/items/reviews/submit',
  store: '/api/v1/stores/reviews/submit',
  courier: '/api/v1/delivery-man/reviews/submit',
};

/**
 * POST (a new review) or PUT (an edit within the window) of one review of an order's item, store or courier
 * (multipart). An edit with photos replaces the review's; with `removePhotos` and none, it leaves none;
 * otherwise it keeps them.
 */
export function submitReview(orderId: number, subject: ReviewSubject, draft: ReviewDraft, method: 'POST' | 'PUT' = 'POST'): Promise<ReviewSubmitted> {
  const form = new FormData();
  form.append('order_id', String(orderId));
  if (subject.kind === 'item') form.append('item_id', String(subject.itemId));
  form.append('rating', String(draft.rating));
  form.append('comment', draft.comment);
  for (const file of draft.files) form.append('image[]', file);
  if (draft.removePhotos && draft.files.length === 0) form.append('remove_images', '1');
  return apiFetch<ReviewSubmitted>(SUBMIT_PATHS[subject.kind], { method, body: form });
}
