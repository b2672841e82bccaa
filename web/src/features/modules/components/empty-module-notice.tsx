import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';

/** SPEC.md's notice for a marketplace with no active module. */
export function EmptyModuleNotice() {
  const { t } = useTranslation('modules');
  return (
    <Empty
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      description={
        <>
          <strong className="empty-module__title">{t('emptyTitle')}</strong>
          <span className="text-secondary">{t('emptyText')}</span>
        </>
      }
    />
  );
}
