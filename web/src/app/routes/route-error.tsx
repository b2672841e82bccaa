import { WarningOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * A page that failed to load or render (often a new deployment replaced its chunk): offer a reload.
 * Drawn from what the first load already holds (no antd Alert chunk), since the failure may be that
 * chunks cannot be fetched.
 */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <div role="alert" className="route-error">
      <WarningOutlined className="route-error__icon" />
      <span className="route-error__text">{t('failure.title')}</span>
      <Button onClick={() => window.location.reload()}>{t('failure.reload')}</Button>
    </div>
  );
}
