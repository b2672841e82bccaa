import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePage } from '@/features/pages/api/get-page';
import { ContentPageView } from '@/features/pages/components/content-page-view';
import { ApiError } from '@/shared/api/errors';

export interface ContentPageProps {
  slug: string;
  children?: ReactNode;
}

/** The page `slug` from the API, in the visitor's language. */
export function ContentPage({ slug, children }: ContentPageProps) {
  const { i18n } = useTranslation();
  const navigate = useNavigate();
  const { data, error, mutate } = usePage(slug, i18n.language);
  const problem = error ? (error instanceof ApiError && error.status === 404 ? 'missing' : 'failed') : null;
  return (
    <ContentPageView
      page={data}
      problem={problem}
      onRetry={() => void mutate()}
      onGoHome={() => void navigate('/home')}
    >
      {children}
    </ContentPageView>
  );
}
