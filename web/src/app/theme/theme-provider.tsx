import { ConfigProvider } from 'antd';
import enUS from 'antd/es/locale/en_US';
import frFR from 'antd/es/locale/fr_FR';
import { useLayoutEffect, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FeedbackProvider } from '@/app/feedback/feedback-provider';
import { applyDocumentLanguage, directionOf } from '@/app/theme/direction';
import { themeModeAtom } from '@/app/theme/theme-mode';
import { themeConfig } from '@/app/theme/tokens';
import { useVertical } from '@/app/use-vertical';
import { chosenModuleAtom } from '@/shared/state/chosen-module';
import { useAtomValue } from '@/shared/state/app-store';

const ANTD_LOCALES = { en: enUS, fr: frFR } as const;

/** antd's theme (light or dark, in the chosen module's accent), locale and text direction. */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const mode = useAtomValue(themeModeAtom);
  const chosenModule = useAtomValue(chosenModuleAtom);
  const accent = useVertical(chosenModule?.module_type)?.vertical.accent;
  const { i18n } = useTranslation();
  const config = useMemo(() => themeConfig(mode, accent), [mode, accent]);
  const language = i18n.language;
  const locale = language === 'fr' ? ANTD_LOCALES.fr : ANTD_LOCALES.en;
  useLayoutEffect(() => {
    applyDocumentLanguage(language);
  }, [language]);
  return (
    <ConfigProvider theme={config} locale={locale} direction={directionOf(language)}>
      <FeedbackProvider className={`app-root app-root--${mode}`}>{children}</FeedbackProvider>
    </ConfigProvider>
  );
}
