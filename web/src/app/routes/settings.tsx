import { Card, Flex, Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import LanguageSwitch from '@/app/layout/language-switch';
import { themeModeAtom, type ThemeMode } from '@/app/theme/theme-mode';
import { useAtom } from '@/shared/state/app-store';

/**
 * /settings: language and theme. Both are the visitor's own choices kept in this browser, so the page
 * is open to guests too; account settings join them when accounts open.
 */
export function Component() {
  const { t } = useTranslation('pages');
  const [mode, setMode] = useAtom(themeModeAtom);
  return (
    <Flex vertical gap="large">
      <h1 className="page-title">{t('settings.title')}</h1>
      <Card>
        <Flex vertical gap="large">
          <Flex justify="space-between" align="center" wrap gap="middle">
            <div>
              <strong>{t('settings.language')}</strong>
              <p className="text-secondary">{t('settings.languageHint')}</p>
            </div>
            <LanguageSwitch />
          </Flex>
          <Flex justify="space-between" align="center" wrap gap="middle">
            <div>
              <strong>{t('settings.theme')}</strong>
              <p className="text-secondary">{t('settings.themeHint')}</p>
            </div>
            <Segmented<ThemeMode>
              value={mode}
              onChange={setMode}
              options={[
                { value: 'light', label: t('settings.light') },
                { value: 'dark', label: t('settings.dark') },
              ]}
            />
          </Flex>
        </Flex>
      </Card>
    </Flex>
  );
}
