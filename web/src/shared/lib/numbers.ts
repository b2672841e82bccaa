/**
 * Number display rules of SPEC.md section 9 (ratings, large counts, distances, discount badges), written
 * with the interface language's digits and separators: "4.90" in English, "4,90" in French.
 */

import { formatPlainNumber, writesPlainNumbers } from '@/shared/lib/plain-numbers';

/** Star ratings move by half stars (SPEC.md: star precision 0.5). */
export const STAR_PRECISION = 0.5;

/** What writes a number: Intl's NumberFormat, or plain-numbers.ts in the storefront's own languages. */
export interface NumberFormatter {
  format: (value: number) => string;
}

/** The number styles the storefront writes: all of them plain-numbers.ts writes as Intl would. */
export interface NumberOptions {
  minimumFractionDigits?: number;
  maximumFractionDigits?: number;
  useGrouping?: boolean;
  style?: 'percent';
}

/** One formatter per language and options: making an Intl.NumberFormat costs far more than using it. */
const formats = new Map<string, NumberFormatter>();

/**
 * The shared formatter for `locale` and `options` (made once, then reused). In English and French it
 * writes without Intl, which would load the browser's locale data inside the first view's render
 * (plain-numbers.ts says why); Intl is made only for a number that needs it.
 */
export function numberFormat(locale: string, options: NumberOptions): NumberFormatter {
  const key = `${locale}|${JSON.stringify(options)}`;
  let found = formats.get(key);
  if (!found) {
    // Intl's defaults: at least no decimal, at most 3 (0 for a percentage), grouped.
    const { minimumFractionDigits = 0, maximumFractionDigits = options.style ? 0 : 3, useGrouping = true, style } = options;
    const plain = { minimumFractionDigits, maximumFractionDigits: Math.max(minimumFractionDigits, maximumFractionDigits), useGrouping, percent: !!style };
    let intl: Intl.NumberFormat | null = null;
    const withIntl = (value: number) => (intl ??= new Intl.NumberFormat(locale, options)).format(value);
    found = { format: writesPlainNumbers(locale) ? (value) => formatPlainNumber(value, locale, plain) ?? withIntl(value) : withIntl };
    formats.set(key, found);
  }
  return found;
}

const finite = (value: number) => (Number.isFinite(value) ? value : 0);

/** `value` with exactly `decimals` decimals in `locale` ("en": 1,234.5 → "1,234.50"; "fr": "1 234,50"). */
export function formatDecimal(value: number, decimals: number, locale = 'en'): string {
  return numberFormat(locale, { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(finite(value));
}

/** A rating written with the config's decimals (digit_after_decimal_point, 2 by default): 4.6 → "4.60", "4,60" in French. */
export function formatRating(rating: number, decimals = 2, locale = 'en'): string {
  return formatDecimal(rating, decimals, locale);
}

/** A distance in kilometres with at most one decimal: 2.345 → "2.3", "2,3" in French. */
export function formatDistance(km: number, locale = 'en'): string {
  return numberFormat(locale, { maximumFractionDigits: 1 }).format(finite(km));
}

/** A rating rounded to the nearest half star, for the stars themselves. */
export function starValue(rating: number): number {
  if (!Number.isFinite(rating) || rating <= 0) return 0;
  return Math.min(5, Math.round(rating / STAR_PRECISION) * STAR_PRECISION);
}

/** [from, unit, suffix]: thousands are only shortened from 100,000 on. */
const STEPS: [number, number, string][] = [
  [1e9, 1e9, 'B'],
  [1e6, 1e6, 'M'],
  [1e5, 1e3, 'K'],
];

/** A count shortened with one decimal: B from 1e9, M from 1e6, K from 1e5 (150000 → "150.0K", "150,0K" in French). */
export function formatLargeNumber(value: number, locale = 'en'): string {
  for (const [from, unit, suffix] of STEPS) {
    if (Math.abs(value) >= from) return `${formatDecimal(value / unit, 1, locale)}${suffix}`;
  }
  // Under 100,000 a count is written whole and ungrouped, as SPEC.md shows it ("99999").
  return numberFormat(locale, { maximumFractionDigits: 0, useGrouping: false }).format(finite(value));
}

/**
 * A percentage taken off, as every discount badge writes it: the language's own percent style, so
 * "-10%" in English and "-10 %" (a narrow no-break space) in French, the same on every badge.
 */
export function formatPercentOff(percent: number, locale = 'en'): string {
  return numberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(-Math.abs(finite(percent)) / 100);
}
