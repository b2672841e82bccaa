import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

/** A page this marketplace does not offer (its configuration switches the feature off). */
export function Unavailable() {
  const { t } = useTranslation('pages');
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title={t('unavailable.title')}
      subTitle={t('unavailable.text')}
      extra={
        <Button type="primary" onClick={() => void navigate('/home')}>
          {t('common.goHome')}
        </Button>
      }
    />
  );
}
