import { Button, Empty } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useItem } from '@/features/catalogue/api/get-item';
import { ConnectedProductDetails } from '@/features/catalogue/containers/connected-product-details';
import { useDocumentTitle } from '@/features/catalogue/hooks/use-document-title';
import { ApiError } from '@/shared/api/errors';
import { PageSpinner } from '@/shared/ui/page-spinner';
import { ListError } from '@/features/catalogue/components/list-states';
import type { Item } from '@/features/catalogue/types';
import '@/features/catalogue/catalogue.css';

/** An item's page by id or slug: its details, or a way back when it is gone. */
export function ProductPage({ itemKey, below }: { itemKey: string | null | undefined; below?: (item: Item) => ReactNode }) {
  const { t } = useTranslation('catalogue');
  const { data: item, error, mutate } = useItem(itemKey);
  useDocumentTitle(item?.name);
  if (!itemKey || (error instanceof ApiError && error.status === 404)) {
    return (
      <div className="module-needed">
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={null} />
        <h1 className="page-title">{t('details.missingTitle')}</h1>
        <p className="text-secondary">{t('details.missingText')}</p>
        <Link to="/home">
          <Button type="primary">{t('details.backHome')}</Button>
        </Link>
      </div>
    );
  }
  if (error) return <ListError onRetry={() => void mutate()} />;
  if (!item) return <PageSpinner />;
  return (
    <div className="catalogue-page">
      <ConnectedProductDetails item={item} />
      {below?.(item)}
    </div>
  );
}
