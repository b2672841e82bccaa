import { useVerticalTranslation, type VerticalSlotProps } from '@storefront/sdk';
import { Alert } from 'antd';

/** What the ecommerce module offers, shown once a ecommerce module is chosen. */
export default function ModuleIntro({ moduleName }: VerticalSlotProps['ModuleIntro']) {
  const t = useVerticalTranslation('ecommerce');
  return <Alert type="info" title={t('introTitle', { moduleName })} description={t('introText')} />;
}
