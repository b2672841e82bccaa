import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';

/** A page that failed to load or render (often a new deployment replaced its chunk): offer a reload. */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <Alert
      type="error"
      showIcon
      title={t('failure.title')}
      action={<Button onClick={() => window.location.reload()}>{t('failure.reload')}</Button>}
    />
  );
}
