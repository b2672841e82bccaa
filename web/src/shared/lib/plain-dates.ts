import type { CalendarDay } from '@/shared/lib/marketplace-time';

/**
 * Days written as Intl.DateTimeFormat writes them in English and French, without Intl: a medium date
 * ("Nov 28, 2026", "28 nov. 2026") on the device's calendar, and a calendar day with its weekday ("Sat,
 * Nov 28", "sam. 28 nov.").
 *
 * Why: as for numbers (plain-numbers.ts), the first Intl format of a page loads the browser's locale
 * data, one task of some 45 ms on a phone of CPU benchmark index 1,000: a store or product page's
 * reviews wrote their dates with the first one, and checkout's delivery days theirs. The month and
 * weekday names are CLDR's abbreviations, as Chromium and Node write them; plain-dates.test.ts checks
 * every month and weekday against Intl itself. Every other language goes to Intl.
 */

const MONTHS: Record<string, string[]> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  fr: ['janv.', 'févr.', 'mars', 'avr.', 'mai', 'juin', 'juil.', 'août', 'sept.', 'oct.', 'nov.', 'déc.'],
};

const WEEKDAYS: Record<string, string[]> = {
  en: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
  fr: ['dim.', 'lun.', 'mar.', 'mer.', 'jeu.', 'ven.', 'sam.'],
};

const formats = new Map<string, Intl.DateTimeFormat>();
const dayFormats = new Map<string, Intl.DateTimeFormat>();

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

/**
 * `day` with its weekday, as Intl's `{ weekday: 'short', day: 'numeric', month: 'short' }` writes it:
 * plain in English and French, Intl's in any other language. The day is a calendar's (a marketplace's),
 * not an instant: no time zone enters.
 */
export function formatDayWithWeekday({ year, month, day }: CalendarDay, locale: string): string {
  // Its noon in UTC: the same day whatever the device's zone, as Intl is asked to write it below.
  const noon = new Date(Date.UTC(year, month, day, 12));
  const months = MONTHS[locale];
  const weekdays = WEEKDAYS[locale];
  if (months && weekdays) {
    const weekday = weekdays[noon.getUTCDay()];
    return locale === 'en' ? `${weekday}, ${months[month]} ${day}` : `${weekday} ${day} ${months[month]}`;
  }
  let format = dayFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
    dayFormats.set(locale, format);
  }
  return format.format(noon);
}
