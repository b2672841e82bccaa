import { LANGUAGES, type Language } from '@storefront/sdk';
import { Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { directionOf } from '@/app/theme/direction';
import { saveLanguage } from '@/shared/i18n/language';
import { useFeedback } from '@/shared/ui/use-feedback';

/**
 * English or French; SPEC.md asks for a confirmation, then reloads in the chosen language (its text
 * direction saved under "settings"). A default export: the header loads it with React.lazy.
 */
export default function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const { modal } = useFeedback();
  const current = (LANGUAGES as readonly string[]).includes(i18n.language) ? i18n.language : 'en';

  const choose = (language: Language) => {
    if (language === current) return;
    const name = t(`language.names.${language}`);
    modal.confirm({
      title: t('language.confirmTitle'),
      content: t('language.confirmText', { language: name }),
      okText: t('language.confirm'),
      cancelText: t('language.cancel'),
      onOk: () => {
        saveLanguage(language, directionOf(language));
        window.location.reload();
      },
    });
  };

  return (
    <Radio.Group
      size="small"
      optionType="button"
      aria-label={t('language.label')}
      value={current}
      onChange={(event) => choose(event.target.value as Language)}
      options={LANGUAGES.map((language) => ({
        value: language,
        label: language.toUpperCase(),
        title: t(`language.names.${language}`),
      }))}
    />
  );
}
