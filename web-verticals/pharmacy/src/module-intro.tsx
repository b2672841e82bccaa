import { useVerticalTranslation, type VerticalSlotProps } from '@storefront/sdk';
import { Alert } from 'antd';

/** What the pharmacy module offers, shown once a pharmacy module is chosen. */
export default function ModuleIntro({ moduleName }: VerticalSlotProps['ModuleIntro']) {
  const t = useVerticalTranslation('pharmacy');
  return <Alert type="info" title={t('introTitle', { moduleName })} description={t('introText')} />;
}
