/** Number display rules of SPEC.md section 9: ratings and large counts. */

/** Star ratings move by half stars (SPEC.md: star precision 0.5). */
export const STAR_PRECISION = 0.5;

/** A rating written with the config's decimals (digit_after_decimal_point, 2 by default): 4.6 → "4.60". */
export function formatRating(rating: number, decimals = 2): string {
  return (Number.isFinite(rating) ? rating : 0).toFixed(decimals);
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

/** A count shortened with one decimal: B from 1e9, M from 1e6, K from 1e5 (150000 → "150.0K"). */
export function formatLargeNumber(value: number): string {
  for (const [from, unit, suffix] of STEPS) {
    if (Math.abs(value) >= from) return `${(value / unit).toFixed(1)}${suffix}`;
  }
  return String(value);
}
