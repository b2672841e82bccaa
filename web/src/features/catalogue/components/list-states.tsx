import { Alert, Button, Empty, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';

/** Grey cards while a list loads, shaped like the cards to come (no layout shift when they arrive). */
export function CardsLoading({ count = 4, layout = 'grid', shape = 'item' }: { count?: number; layout?: 'strip' | 'grid'; shape?: 'item' | 'store' | 'category' }) {
  const { t } = useTranslation('catalogue');
  return (
    <div className={`card-list card-list--${layout} card-list--loading`} role="status" aria-label={t('list.loading')}>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className={`card-skeleton card-skeleton--${shape}`}>
          <Skeleton.Node active className="card-skeleton__picture" />
          {shape === 'category' ? null : <Skeleton active title={false} paragraph={{ rows: 2 }} />}
        </div>
      ))}
    </div>
  );
}

/** A list that failed to load, with a retry. */
export function ListError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('catalogue');
  return (
    <Alert
      type="warning"
      showIcon
      title={t('list.failed')}
      action={
        <Button size="small" onClick={onRetry}>
          {t('list.retry')}
        </Button>
      }
    />
  );
}

/** Nothing to show. */
export function ListEmpty({ text }: { text: string }) {
  return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={text} />;
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
