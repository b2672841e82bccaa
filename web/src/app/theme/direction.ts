/** Language codes written right to left (SPEC.md: they set the direction to rtl). */
export const RTL_LANGUAGES = ['ar', 'he', 'fa', 'ur'] as const;

export type Direction = 'ltr' | 'rtl';

/** The text direction of a language code such as "ar" or "fr-FR". */
export function directionOf(language: string): Direction {
  const base = language.toLowerCase().split(/[-_]/)[0] ?? '';
  return (RTL_LANGUAGES as readonly string[]).includes(base) ? 'rtl' : 'ltr';
}

/** Put the language and its direction on <html>, where the browser and assistive tools read them. */
export function applyDocumentLanguage(language: string, root: HTMLElement = document.documentElement): Direction {
  const direction = directionOf(language);
  root.lang = language;
  root.dir = direction;
  return direction;
}
