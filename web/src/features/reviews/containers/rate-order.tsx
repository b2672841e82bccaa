import CheckCircleFilled from '@ant-design/icons/CheckCircleFilled';
import { Alert, Avatar, Button, Card, Flex, Result, Skeleton, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { ApiError } from '@/shared/api/errors';
import { ImageWithFallback } from '@/shared/ui/image-with-fallback';
import { useFeedback } from '@/shared/ui/use-feedback';
import { submitReview, useOrderReviews } from '@/features/reviews/api/reviews';
import { RatingForm } from '@/features/reviews/components/rating-form';
import { Stars } from '@/features/reviews/components/stars';
import type { Review, ReviewDraft, ReviewSubject } from '@/features/reviews/types';
import '@/features/reviews/reviews.css';

export interface RateOrderProps {
  orderId: number;
  /** Called after each review is stored (My Orders reads its list again: `is_reviewed`). */
  onReviewed?: () => void;
}

// What each form is about, and its key among the dialog's forms.
const STORE: ReviewSubject = { kind: 'store' };
const COURIER: ReviewSubject = { kind: 'courier' };
const itemSubject = (itemId: number): ReviewSubject => ({ kind: 'item', itemId });
const keyOf = (subject: ReviewSubject) => (subject.kind === 'item' ? `${subject.kind}-${subject.itemId}` : subject.kind);

/** A review already given: its stars and comment, under "Your review", with Edit while the server allows it. */
function Given({ title, review, onEdit }: { title: ReactNode; review: Review; onEdit?: () => void }) {
  const { t } = useTranslation('reviews');
  return (
    <div className="rating-form rating-form--given">
      <div className="rating-form__head">
        <Typography.Text strong className="rating-form__title">
          {title}
        </Typography.Text>
        <Typography.Text type="success" className="rating-form__done">
          <CheckCircleFilled aria-hidden /> {t('rate.given')}
        </Typography.Text>
      </div>
      <Stars rating={review.rating} label={String(review.rating)} />
      {review.comment ? (
        <p className="review-list__comment" dir="auto">
          {review.comment}
        </p>
      ) : null}
      {onEdit ? (
        <div>
          <Button size="small" onClick={onEdit}>
            {t('rate.edit')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

/**
 * Rating a delivered order: a form for each item, the store and the courier not rated yet, and the
 * reviews already given (GET /api/v1/customer/order/reviews says which).
 */
export function RateOrder({ orderId, onReviewed }: RateOrderProps) {
  const { t } = useTranslation('reviews');
  const { message } = useFeedback();
  const { data, error, mutate } = useOrderReviews(orderId);
  const { mutate: mutateCache } = useSWRConfig();
  const [busy, setBusy] = useState<string | null>(null);
  const [refusals, setRefusals] = useState<Record<string, string>>({});
  // The review being edited (its form's key): a review stays editable for a while after it is given.
  const [editing, setEditing] = useState<string | null>(null);

  if (error) return <Result status="warning" title={t('rate.loadFailed')} />;
  if (!data) return <Skeleton active />;
  if (!data.reviewable && ![...data.items.map((i) => i.review), data.store.review, data.delivery_man?.review].some(Boolean)) {
    return <Alert type="info" showIcon title={t('rate.notReviewable')} />;
  }

  const submit = (key: string, subject: ReviewSubject, draft: ReviewDraft, method: 'POST' | 'PUT') => {
    setBusy(key);
    submitReview(orderId, subject, draft, method)
      .then(async () => {
        setRefusals((current) => Object.fromEntries(Object.entries(current).filter(([name]) => name !== key)));
        setEditing(null);
        void message.success({ content: t('rate.thanks'), key: 'review-thanks' });
        await mutate();
        // The store's and item's lists and averages shown elsewhere are read again.
        void mutateCache((cacheKey) => typeof cacheKey === 'string' && (cacheKey.startsWith('/api/v1/stores/reviews') || cacheKey.startsWith('/api/v1/items/reviews')));
        onReviewed?.();
      })
      .catch((failure: unknown) => {
        const reason = failure instanceof ApiError ? failure.message : String(failure);
        setRefusals((current) => ({ ...current, [key]: reason }));
      })
      .finally(() => setBusy(null));
  };

  const everythingRated = data.items.every((i) => i.review) && data.store.review && (!data.delivery_man || data.delivery_man.review);
  const block = (subject: ReviewSubject, title: ReactNode, review: Review | null, picture?: ReactNode) => {
    const key = keyOf(subject);
    if (review && editing === key) {
      return (
        <RatingForm
          key={key}
          title={title}
          picture={picture}
          busy={busy === key}
          error={refusals[key] ?? null}
          initial={{ rating: review.rating, comment: review.comment, images: review.images.map((image) => image.url) }}
          onCancel={() => setEditing(null)}
          onSubmit={(draft) => submit(key, subject, draft, 'PUT')}
        />
      );
    }
    return review ? (
      <Given key={key} title={title} review={review} onEdit={review.editable ? () => setEditing(key) : undefined} />
    ) : data.reviewable ? (
      <RatingForm key={key} title={title} picture={picture} busy={busy === key} error={refusals[key] ?? null} onSubmit={(draft) => submit(key, subject, draft, 'POST')} />
    ) : null;
  };

  return (
    <Flex vertical gap="middle" className="rate-order">
      <Typography.Text type="secondary">{everythingRated ? t('rate.done') : t('rate.intro')}</Typography.Text>
      {data.items.length > 0 ? (
        <Card size="small" title={t('rate.items')}>
          <Flex vertical gap="middle">
            {data.items.map((item) =>
              block(
                itemSubject(item.item_id),
                <bdi>{item.name}</bdi>,
                item.review,
                <ImageWithFallback src={item.image_full_url} alt="" width={48} height={48} className="rating-form__picture" />,
              ),
            )}
          </Flex>
        </Card>
      ) : null}
      <Card size="small" title={t('rate.store')}>
        {block(STORE, <bdi>{data.store.name}</bdi>, data.store.review)}
      </Card>
      {data.delivery_man ? (
        <Card size="small" title={t('rate.courier')}>
          {block(
            COURIER,
            <bdi>{data.delivery_man.name}</bdi>,
            data.delivery_man.review,
            <Avatar size={40} aria-hidden>
              {data.delivery_man.name.charAt(0)}
            </Avatar>,
          )}
        </Card>
      ) : null}
    </Flex>
  );
}
