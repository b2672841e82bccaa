import { LANGUAGES, type Language } from '@storefront/sdk';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { directionOf } from '@/app/theme/direction';
import { saveLanguage } from '@/shared/i18n/language';
import { useFeedback } from '@/shared/ui/use-feedback';
import '@/app/layout/language-switch.css';

/**
 * English or French; SPEC.md asks for a confirmation, then reloads in the chosen language (its text
 * direction saved under "settings"). A default export: the header loads it with React.lazy.
 * Native radio buttons in antd's small button-style radio look (language-switch.css): antd's Radio
 * brings its checkbox machinery (about 11 KB gzip) into every wide screen's first view.
 */
export default function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const { modal } = useFeedback();
  const group = useId();
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
    <div className="language-switch" role="radiogroup" aria-label={t('language.label')}>
      {LANGUAGES.map((language) => (
        <label key={language} className="language-switch__option" title={t(`language.names.${language}`)}>
          <input
            type="radio"
            name={group}
            value={language}
            checked={language === current}
            onChange={() => choose(language)}
          />
          <span>{language.toUpperCase()}</span>
        </label>
      ))}
    </div>
  );
}
