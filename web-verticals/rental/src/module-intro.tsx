import { useVerticalTranslation, type VerticalSlotProps } from '@storefront/sdk';
import { Alert } from 'antd';

/** What the rental module offers, shown once a rental module is chosen. */
export default function ModuleIntro({ moduleName }: VerticalSlotProps['ModuleIntro']) {
  const t = useVerticalTranslation('rental');
  return <Alert type="info" title={t('introTitle', { moduleName })} description={t('introText')} />;
}
