/**
 * A day written as Intl.DateTimeFormat's `dateStyle: 'medium'` writes it in English and French, without
 * Intl ("Nov 28, 2026", "28 nov. 2026"), on the device's calendar as Intl's would be.
 *
 * Why: as for numbers (plain-numbers.ts), the first Intl format of a page loads the browser's locale
 * data, one task of some 45 ms on a phone of CPU benchmark index 1,000: a store or product page's
 * reviews wrote their dates with the first one. The month names are CLDR's abbreviations, as Chromium
 * and Node write them; plain-dates.test.ts checks every month against Intl itself. Every other language
 * goes to Intl.
 */

const MONTHS: Record<string, string[]> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  fr: ['janv.', 'févr.', 'mars', 'avr.', 'mai', 'juin', 'juil.', 'août', 'sept.', 'oct.', 'nov.', 'déc.'],
};

const formats = new Map<string, Intl.DateTimeFormat>();

/** `date` as a medium-length day in `locale`: plain in English and French, Intl's in any other language. */
export function formatMediumDate(date: Date, locale: string): string {
  const months = MONTHS[locale];
  if (months) {
    const month = months[date.getMonth()];
    return locale === 'en' ? `${month} ${date.getDate()}, ${date.getFullYear()}` : `${date.getDate()} ${month} ${date.getFullYear()}`;
  }
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
    formats.set(locale, format);
  }
  return format.format(date);
}
