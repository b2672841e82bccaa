import { Button, Skeleton } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REVIEWS_PER_PAGE, useReviews, type ReviewedThing } from '@/features/reviews/api/reviews';
import { ReviewList } from '@/features/reviews/components/review-list';
import { StarDistribution } from '@/features/reviews/components/star-distribution';
import { useReviewFormat } from '@/features/reviews/hooks/use-review-format';
import '@/features/reviews/reviews.css';

// What only some sections draw comes with them, not with the section's code, which a store or product
// page fetches as soon as its end nears the screen (the render that showed the section fetched sixteen
// files at once): pages of reviews after the first (antd's Pagination and the Select and Input it
// brings, some 75 KB gzip), a failure's Result, a module without reviews' Alert.
const Pagination = lazy(() => import(/* webpackChunkName: "pagination" */ 'antd/es/pagination'));
const Result = lazy(() => import(/* webpackChunkName: "result" */ 'antd/es/result'));
const Alert = lazy(() => import(/* webpackChunkName: "alert" */ 'antd/es/alert'));

/**
 * A store's or an item's reviews: the average and star distribution beside the published reviews,
 * newest first, a page at a time; a store whose module takes no reviews says so (SPEC.md's wording).
 */
export function ReviewsSection({ of }: { of: ReviewedThing }) {
  const { t } = useTranslation('reviews');
  const [page, setPage] = useState(1);
  const format = useReviewFormat();
  const { data, error, mutate, isValidating } = useReviews(of, page);
  const headingId = `reviews-${of.kind}`;
  let body;
  if (error && !data) {
    const retry = <Button onClick={() => void mutate()}>{t('list.retry')}</Button>;
    body = (
      <Suspense fallback={<p>{t('list.loadFailed')} {retry}</p>}>
        <Result status="warning" title={t('list.loadFailed')} extra={retry} />
      </Suspense>
    );
  } else if (!data) {
    body = <Skeleton active />;
  } else if (data.reviews_enabled === false) {
    body = (
      <Suspense fallback={<p>{t('list.noPlan')}</p>}>
        <Alert type="info" showIcon title={t('list.noPlan')} />
      </Suspense>
    );
  } else {
    body = (
      <div className="reviews-section__body">
        <StarDistribution avgRating={data.avg_rating} ratingCount={data.rating_count} distribution={data.distribution} format={format} />
        <div className="reviews-section__list" aria-busy={isValidating}>
          <ReviewList reviews={data.reviews} formatDate={format.date} />
          {data.total_size > REVIEWS_PER_PAGE ? (
            <Suspense fallback={<div className="reviews-section__pages reviews-section__pages--loading" />}>
              <Pagination
                className="reviews-section__pages"
                current={page}
                pageSize={REVIEWS_PER_PAGE}
                total={data.total_size}
                showSizeChanger={false}
                onChange={setPage}
                size="small"
              />
            </Suspense>
          ) : null}
        </div>
      </div>
    );
  }
  return (
    <section className="reviews-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="reviews-section__title">
        {t('list.title')}
      </h2>
      {body}
    </section>
  );
}

export default ReviewsSection;
