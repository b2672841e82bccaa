import { useVerticalTranslation, type VerticalSlotProps } from '@storefront/sdk';
import { Alert } from 'antd';

/** What the food module offers, shown once a food module is chosen. */
export default function ModuleIntro({ moduleName }: VerticalSlotProps['ModuleIntro']) {
  const t = useVerticalTranslation('food');
  return <Alert type="info" title={t('introTitle', { moduleName })} description={t('introText')} />;
}
