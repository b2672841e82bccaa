import { useVerticalTranslation, verticalNamespace, type VerticalSlotProps } from '@storefront/sdk';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import en from './intro/en.json';
import fr from './intro/fr.json';

/**
 * What the rental module offers, shown once a rental module is chosen. Its strings come with it, not
 * with the vertical's own chunk (part of every page's first load while a rental module is chosen).
 */
export default function ModuleIntro({ moduleName }: VerticalSlotProps['ModuleIntro']) {
  const { i18n } = useTranslation();
  const ns = verticalNamespace('rental');
  if (i18n.getResource(i18n.language, ns, 'introText') === undefined) {
    for (const [language, strings] of Object.entries({ en, fr })) i18n.addResourceBundle(language, ns, strings, true, true);
  }
  const t = useVerticalTranslation('rental');
  return <Alert type="info" title={t('introTitle', { moduleName })} description={t('introText')} />;
}
