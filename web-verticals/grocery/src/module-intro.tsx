import { useVerticalTranslation, type VerticalSlotProps } from '@storefront/sdk';
import { Alert } from 'antd';

/** What the grocery module offers, shown once a grocery module is chosen. */
export default function ModuleIntro({ moduleName }: VerticalSlotProps['ModuleIntro']) {
  const t = useVerticalTranslation('grocery');
  return <Alert type="info" title={t('introTitle', { moduleName })} description={t('introText')} />;
}
