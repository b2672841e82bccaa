import { Avatar } from 'antd';
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Stars } from '@/features/reviews/components/stars';
import type { Review } from '@/features/reviews/types';
import '@/features/reviews/reviews.css';

// Only a thing nobody reviewed yet draws antd's Empty (in its simple look): it comes then, not with the
// list's code.
const SimpleEmpty = lazy(() =>
  import(/* webpackChunkName: "empty" */ 'antd/es/empty').then(({ default: Empty }) => ({
    default: ({ description }: { description: ReactNode }) => <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={description} />,
  })),
);

export interface ReviewListProps {
  reviews: Review[];
  formatDate: (iso: string) => string;
}

/** Published reviews, newest first: who (first name and initial), the stars, when, the comment and photos. */
export function ReviewList({ reviews, formatDate }: ReviewListProps) {
  const { t } = useTranslation('reviews');
  if (reviews.length === 0) {
    return (
      <Suspense fallback={<p className="review-list__empty">{t('list.empty')}</p>}>
        <SimpleEmpty description={t('list.empty')} />
      </Suspense>
    );
  }
  return (
    <ul className="review-list" aria-label={t('list.label')}>
      {reviews.map((review) => (
        <li key={review.id} className="review-list__item">
          <div className="review-list__head">
            <Avatar size={32} aria-hidden>
              {review.customer_name.trim().charAt(0).toUpperCase()}
            </Avatar>
            <div className="review-list__who">
              <bdi className="review-list__name">{review.customer_name}</bdi>
              <span className="review-list__meta">
                <Stars rating={review.rating} label={String(review.rating)} />
                <time dateTime={review.created_at}>{formatDate(review.created_at)}</time>
                {review.updated_at !== review.created_at ? <span>· {t('list.edited')}</span> : null}
              </span>
            </div>
          </div>
          {review.item_name ? (
            <span className="review-list__about">
              {t('list.about', { name: '' })}
              <bdi>{review.item_name}</bdi>
            </span>
          ) : null}
          {review.comment ? (
            <p className="review-list__comment" dir="auto">
              {review.comment}
            </p>
          ) : null}
          {review.images.length > 0 ? (
            <div className="review-list__images">
              {review.images.map((image, index) => (
                <a key={image.url} href={image.url} target="_blank" rel="noreferrer">
                  <img src={image.url} alt={t('list.photo', { index: index + 1, name: review.customer_name })} loading="lazy" />
                </a>
              ))}
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
