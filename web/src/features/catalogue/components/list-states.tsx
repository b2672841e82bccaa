import { Button } from 'antd';
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StandIn } from '@/shared/ui/stand-in';
import '@/features/catalogue/components/card-list.css';
import '@/features/catalogue/components/list-states.css';

// Only a failed list needs antd's Alert: not part of a page's first load.
const Alert = lazy(() => import(/* webpackChunkName: "alert" */ 'antd/es/alert'));
// Nor an empty list's picture: antd's Empty, in its simple look.
const SimpleEmpty = lazy(() =>
  import(/* webpackChunkName: "empty" */ 'antd/es/empty').then(({ default: Empty }) => ({
    default: ({ description }: { description: ReactNode }) => <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={description} />,
  })),
);

/** antd's simple Empty picture with `description` under it; the text alone until its code arrives. */
export function EmptyState({ description = null }: { description?: ReactNode }) {
  return (
    <Suspense fallback={description === null ? null : <p className="text-secondary">{description}</p>}>
      <SimpleEmpty description={description} />
    </Suspense>
  );
}

/** Grey cards while a list loads, shaped like the cards to come (no layout shift when they arrive). */
export function CardsLoading({ count = 4, layout = 'grid', shape = 'item' }: { count?: number; layout?: 'strip' | 'grid'; shape?: 'item' | 'store' | 'category' }) {
  const { t } = useTranslation('catalogue');
  return (
    <div className={`card-list card-list--${layout} card-list--loading`} role="status" aria-label={t('list.loading')}>
      {Array.from({ length: count }, (_, index) => (
        // Plain grey blocks (list-states.css), as index.html's first view draws them: no antd Skeleton to load.
        <div key={index} className={`card-skeleton card-skeleton--${shape}`}>
          <div className="card-skeleton__picture card-skeleton__block" />
          {shape === 'category' ? null : (
            <>
              <div className="card-skeleton__line card-skeleton__block" />
              <div className="card-skeleton__line card-skeleton__line--short card-skeleton__block" />
            </>
          )}
        </div>
      ))}
    </div>
  );
}

/** A list that failed to load, with a retry. */
export function ListError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('catalogue');
  const retry = (
    <Button size="small" onClick={onRetry}>
      {t('list.retry')}
    </Button>
  );
  // The plain line and its working retry stand in until antd's Alert arrives, a press under way kept.
  return (
    <StandIn
      standIn={
        <div role="alert" className="list-error">
          {t('list.failed')} {retry}
        </div>
      }
    >
      <Alert type="warning" showIcon title={t('list.failed')} action={retry} />
    </StandIn>
  );
}

/** Nothing to show. */
export function ListEmpty({ text }: { text: string }) {
  return <EmptyState description={text} />;
}

interface LoadMoreProps {
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
  shown: number;
  total: number;
}

/** "Load more" under a paged list, and how much of it is shown. */
export function LoadMore({ hasMore, loading, onLoadMore, shown, total }: LoadMoreProps) {
  const { t } = useTranslation('catalogue');
  if (total === 0) return null;
  return (
    <div className="load-more">
      <p className="text-secondary" aria-live="polite">
        {t('list.shown', { shown, total })}
      </p>
      {hasMore ? (
        <Button onClick={onLoadMore} loading={loading}>
          {t('list.loadMore')}
        </Button>
      ) : null}
    </div>
  );
}
