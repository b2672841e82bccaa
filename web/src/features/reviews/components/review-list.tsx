import { Avatar, Empty, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Stars } from '@/features/reviews/components/stars';
import type { Review } from '@/features/reviews/types';
import '@/features/reviews/reviews.css';

export interface ReviewListProps {
  reviews: Review[];
  formatDate: (iso: string) => string;
}

/** Published reviews, newest first: who (first name and initial), the stars, when, the comment and photos. */
export function ReviewList({ reviews, formatDate }: ReviewListProps) {
  const { t } = useTranslation('reviews');
  if (reviews.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('list.empty')} />;
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
            <Typography.Text type="secondary" className="review-list__about">
              {t('list.about', { name: '' })}
              <bdi>{review.item_name}</bdi>
            </Typography.Text>
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
