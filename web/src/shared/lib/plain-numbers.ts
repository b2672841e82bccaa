/**
 * Numbers written as Intl.NumberFormat writes them in English and French, without Intl.
 *
 * Why: the first Intl.NumberFormat (or DateTimeFormat) of a page loads the browser's locale data, one
 * task of 40 to 60 ms on a phone of CPU benchmark index 1,000 (four times that in Lighthouse's
 * simulation), and every storefront page shows a price in its first view. The storefront's own two
 * languages need no data to write a decimal number: the separators below are CLDR's. Every other
 * language, and any option beyond these, goes to Intl (numbers.ts). numbers.test.ts checks this
 * against Intl itself over thousands of values.
 */

/** What this writes: fixed or bounded decimals, grouped or not, plain or as a percentage. */
export interface PlainNumberOptions {
  minimumFractionDigits: number;
  maximumFractionDigits: number;
  useGrouping: boolean;
  percent: boolean;
}

/**
 * CLDR's group and decimal separators and what stands before a percent sign, for the storefront's
 * languages, as Chromium and Node write them (French: U+202F between groups, U+00A0 before "%").
 */
const SEPARATORS: Record<string, [string, string, string]> = {
  en: [',', '.', ''],
  fr: ['\u202f', ',', '\u00a0'],
};

/** Whether this module writes the numbers of `locale` (else Intl's job). */
export const writesPlainNumbers = (locale: string): boolean => locale in SEPARATORS;

/**
 * `value` written in `locale` with `options`, or null when it needs Intl (a number too large or too
 * small for these digits). Rounding is Intl's: half away from zero on the shortest decimal that reads
 * back as the same double (1.005 is "1.005" and rounds up), which shifting that decimal's exponent in
 * text, then rounding, does exactly while the shifted number stays an exact integer (under 2^52).
 */
export function formatPlainNumber(value: number, locale: string, options: PlainNumberOptions): string | null {
  const [group, decimal, beforePercent] = SEPARATORS[locale] ?? [];
  const places = options.maximumFractionDigits;
  const shortest = String(Math.abs(value));
  if (group === undefined || shortest.includes('e')) return null;
  const units = Math.round(Number(`${shortest}e${places + (options.percent ? 2 : 0)}`));
  if (!(units < 2 ** 52)) return null;
  const digits = String(units).padStart(places + 1, '0');
  const cut = digits.length - places;
  const whole = digits.slice(0, cut);
  const fraction = digits.slice(cut).replace(new RegExp(`0{0,${places - options.minimumFractionDigits}}$`), '');
  const grouped = options.useGrouping ? whole.replace(/\B(?=(\d{3})+(?!\d))/g, group) : whole;
  // Intl keeps the sign of a negative number that rounds to zero ("-0.00"), and of negative zero.
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}${grouped}${fraction ? decimal + fraction : ''}${options.percent ? `${beforePercent}%` : ''}`;
}
