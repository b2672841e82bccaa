import { useTranslation } from 'react-i18next';

/**
 * The wait while a page's code or data arrives: a ring drawn by plain CSS (app/styles.css) in antd's
 * large Spin size, so a page's first view generates no Spin styles at run time.
 */
export function PageSpinner() {
  const { t } = useTranslation();
  return (
    <div className="page-spinner" role="status" aria-label={t('app.loading')}>
      <span className="page-spinner__ring" aria-hidden="true" />
    </div>
  );
}
