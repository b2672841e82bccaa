import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

/** Any path the storefront does not know yet: still the app, with a way home. */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title={t('notFound.title')}
      subTitle={t('notFound.text')}
      extra={
        <Button type="primary" onClick={() => void navigate('/')}>
          {t('notFound.goHome')}
        </Button>
      }
    />
  );
}
