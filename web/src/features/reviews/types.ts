/** Reviews (GET /api/v1/stores/reviews, /items/reviews/{id}, /customer/order/reviews, the submit calls), generated from the OpenAPI document. */

import type { Schemas } from '@/shared/api/types';

/**
 * One published review: 1 to 5 stars, the reviewer's first name and initial, the comment and photos;
 * `editable` while its author may still change it; `item_name` on a store's list for an item's review.
 */
export type Review = Schemas['ReviewAnswer'];

/** How many published reviews gave each number of stars, keyed "1" to "5". */
export type Distribution = Schemas['ReviewPage']['distribution'];

/** A page of reviews with the average and distribution; `reviews_enabled` false: 'this store is not having any review plan'. */
export type ReviewPage = Schemas['ReviewPage'];

/** What an order's customer may still review, and has reviewed. */
export type OrderReviews = Schemas['OrderReviews'];

/** A submit's answer: its message and the review stored. */
export type ReviewSubmitted = Schemas['ReviewSubmitted'];

/** What a review is about within an order. */
export type ReviewSubject = { kind: 'item'; itemId: number } | { kind: 'store' } | { kind: 'courier' };

/** One review as the customer writes it. */
export interface ReviewDraft {
  rating: number;
  comment: string;
  /** New photos; on an edit they replace the review's photos. */
  files: File[];
  /** An edit that takes the review's photos away without new ones. */
  removePhotos?: boolean;
}
