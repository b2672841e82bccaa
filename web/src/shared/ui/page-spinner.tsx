import { Flex, Spin } from 'antd';
import { useTranslation } from 'react-i18next';

/** The wait while a page's code or data arrives. */
export function PageSpinner() {
  const { t } = useTranslation();
  return (
    <Flex justify="center" align="center" className="page-spinner" role="status" aria-label={t('app.loading')}>
      <Spin size="large" />
    </Flex>
  );
}
