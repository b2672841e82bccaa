import { Button, Flex, Result, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContentPage } from '@/features/pages/api/get-page';
import { PageBlocks } from '@/features/pages/components/page-blocks';
import '@/features/pages/components/content-page.css';

export interface ContentPageViewProps {
  page: ContentPage | undefined;
  /** 'missing': no such page (or switched off); 'failed': it could not be loaded. */
  problem?: 'missing' | 'failed' | null;
  onRetry?: () => void;
  onGoHome?: () => void;
  /** More content under the text (the help page's contact card, a registration call to action). */
  children?: ReactNode;
}

/** A text page: its title and body, a skeleton while it loads, a clear way out when it is missing. */
export function ContentPageView({ page, problem, onRetry, onGoHome, children }: ContentPageViewProps) {
  const { t } = useTranslation('pages');
  if (problem === 'missing') {
    return (
      <Result
        status="404"
        title={t('content.missingTitle')}
        subTitle={t('content.missingText')}
        extra={<Button type="primary" onClick={onGoHome}>{t('common.goHome')}</Button>}
      />
    );
  }
  if (problem === 'failed') {
    return (
      <Result
        status="warning"
        title={t('content.failedTitle')}
        extra={<Button onClick={onRetry}>{t('common.retry')}</Button>}
      />
    );
  }
  return (
    <article className="content-page">
      {page ? (
        <Flex vertical gap="large">
          <h1 className="page-title">{page.title}</h1>
          <PageBlocks blocks={page.blocks} />
          {children}
        </Flex>
      ) : (
        <Skeleton active title paragraph={{ rows: 8 }} />
      )}
    </article>
  );
}
