import type { OrderReviews, Review, ReviewPage } from '@/features/reviews/types';
import { picture } from '@/test/fixtures/pictures';

/** Reviews as the stories and tests see them (issue 28's contract shapes). */
export function review(id: number, rating: number, name: string, comment: string, extra: Partial<Review> = {}): Review {
  const at = `2026-11-${String(28 - (id % 20)).padStart(2, '0')}T12:00:00Z`;
  return { id, rating, comment, images: [], customer_name: name, created_at: at, updated_at: at, editable: false, ...extra };
}

export const REVIEWS: Review[] = [
  review(9, 5, 'Marie D.', 'Fresh and well packed, the courier was lovely.', {
    images: [{ url: picture('Basket', '#2e7d32', 160) }, { url: picture('Apples', '#c62828', 160) }],
  }),
  review(8, 4, 'Youssef B.', 'Good choice of fruit; one avocado was a bit soft.', { item_name: 'Hass avocados' }),
  review(7, 5, 'Anna K.', ''),
  review(6, 2, 'Tom R.', 'Arrived 20 minutes late.', { updated_at: '2026-11-23T09:00:00Z' }),
];

export function reviewPage(reviews: Review[] = REVIEWS, extra: Partial<ReviewPage> = {}): ReviewPage {
  return {
    total_size: 12,
    limit: 5,
    offset: 1,
    avg_rating: 4.25,
    rating_count: 12,
    distribution: { '5': 7, '4': 2, '3': 1, '2': 1, '1': 1 },
    reviews,
    reviews_enabled: true,
    ...extra,
  };
}

export const ORDER_REVIEWS: OrderReviews = {
  order_id: 1042,
  reviewable: true,
  items: [
    { item_id: 11, name: 'Hass avocados', image_full_url: picture('Avocado', '#558b2f', 96), review: null },
    { item_id: 12, name: 'Sourdough loaf', image_full_url: null, review: review(20, 5, 'You', 'Lovely crust.') },
  ],
  store: { id: 3, name: 'Green Basket', review: null },
  delivery_man: { id: 7, name: 'Samir Haddad', review: null },
};
