import type { Locale } from 'antd/es/locale';
import enUS from 'antd/es/locale/en_US';

/** antd's own texts (dialog buttons, empty states) per language; English is bundled, French a chunk. */
const LOADERS: Record<string, () => Promise<{ default: Locale }>> = {
  fr: () => import(/* webpackChunkName: "locale-fr" */ 'antd/es/locale/fr_FR'),
};

const loaded: Record<string, Locale> = { en: enUS };

/** antd's locale for `language` when loaded, else English (antd's default). */
export function antdLocale(language: string): Locale {
  return loaded[language] ?? enUS;
}

/** Whether antd's locale for `language` is here (English and codes we ship nothing for: at once). */
export function hasAntdLocale(language: string): boolean {
  return language in loaded || !(language in LOADERS);
}

/** Fetch antd's locale for `language` (nothing for English or a code we ship nothing for). */
export async function loadAntdLocale(language: string): Promise<Locale> {
  const load = LOADERS[language];
  if (load && !loaded[language]) loaded[language] = (await load()).default;
  return antdLocale(language);
}
