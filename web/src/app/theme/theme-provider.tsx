import { IconProvider } from '@ant-design/icons';
import { ConfigProvider } from 'antd';
import { useEffect, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FeedbackProvider } from '@/app/feedback/feedback-provider';
import { antdLocale, hasAntdLocale, loadAntdLocale } from '@/app/theme/antd-locale';
import { popupContainer } from '@/app/theme/popup-container';
import { REDUCED_MOTION_QUERY, useMediaQuery } from '@/app/layout/use-media-query';
import { applyDocumentLanguage, directionOf } from '@/app/theme/direction';
import { themeModeAtom } from '@/app/theme/theme-mode';
import { deriveAhead } from '@/app/theme/derived-tokens';
import { themeConfig } from '@/app/theme/tokens';
import type { LoadedVertical } from '@/app/verticals/verticals';
import { useVertical } from '@/app/verticals/use-vertical';
import { chosenModuleAtom } from '@/shared/state/chosen-module';
import { appStore, useAtomValue } from '@/shared/state/app-store';

/**
 * Derive the design of the theme the first render will ask for, as ThemeProvider builds it: the
 * stored (or the system's) light or dark, the chosen module's accent (`vertical`, preloaded before
 * the first render) and the shopper's motion preference (web/src/index.tsx calls it in a task of its own).
 */
export function deriveFirstTheme(vertical: LoadedVertical | null): void {
  const motion = !window.matchMedia?.(REDUCED_MOTION_QUERY).matches;
  deriveAhead(themeConfig(appStore.get(themeModeAtom), vertical?.vertical.accent, motion));
}

/**
 * Every antd icon put its own style sheet in the page from an effect of its own (it looks for the sheet
 * among the page's styles, then keeps it): some twenty icons in a first view's effects. antd's theme
 * already puts the same rules in (ConfigProvider's icon styles: `.anticon`, its spin), so the icons are
 * told, as antd's zero-runtime mode tells them, that their styles are there.
 */
const ICONS_STYLED_BY_THEME = { zeroRuntime: true };

/** antd's theme (light or dark, in the chosen module's accent), locale and text direction. */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const mode = useAtomValue(themeModeAtom);
  const chosenModule = useAtomValue(chosenModuleAtom);
  const accent = useVertical(chosenModule?.module_type)?.vertical.accent;
  const { i18n } = useTranslation();
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  const config = useMemo(() => themeConfig(mode, accent, !reducedMotion), [mode, accent, reducedMotion]);
  const language = i18n.language;
  // The app loads the language's antd texts before its first render; a later switch (stories) here.
  const [, setLoaded] = useState(0);
  useEffect(() => {
    if (!hasAntdLocale(language)) void loadAntdLocale(language).then(() => setLoaded((count) => count + 1));
  }, [language]);
  useLayoutEffect(() => {
    applyDocumentLanguage(language);
  }, [language]);
  useLayoutEffect(() => {
    // index.html's colours (page background, static first view) follow the theme (web/boot/boot.js).
    document.documentElement.dataset.theme = mode;
  }, [mode]);
  return (
    <ConfigProvider theme={config} locale={antdLocale(language)} direction={directionOf(language)} getPopupContainer={popupContainer}>
      <IconProvider value={ICONS_STYLED_BY_THEME}>
        <FeedbackProvider className={`app-root app-root--${mode}`}>{children}</FeedbackProvider>
      </IconProvider>
    </ConfigProvider>
  );
}
