import { useVerticalTranslation, type VerticalSlotProps } from '@storefront/sdk';
import { Alert } from 'antd';

/** What the parcel module offers, shown once a parcel module is chosen. */
export default function ModuleIntro({ moduleName }: VerticalSlotProps['ModuleIntro']) {
  const t = useVerticalTranslation('parcel');
  return <Alert type="info" title={t('introTitle', { moduleName })} description={t('introText')} />;
}
