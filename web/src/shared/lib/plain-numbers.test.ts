import { describe, expect, it } from 'vitest';
import { numberFormat, type NumberOptions } from '@/shared/lib/numbers';

/** A small seeded generator: the same values on every run, so a difference found is found again. */
function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const random = seeded(20261129);
const EDGES = [0, -0, 1, -1, 0.5, 1.005, 1.015, 2.675, 0.995, 9.995, 999.995, 1234.5, 1e6, 123456789.125, 0.125, 0.0005, -0.001, -0.004, 7, 0.07, 0.15, 99999, 1e15, 1e20 + 1, 5e-7];
const VALUES = [
  ...EDGES,
  ...Array.from({ length: 600 }, () => {
    const magnitude = 10 ** Math.floor(random() * 12 - 3);
    const value = Number((random() * magnitude).toFixed(Math.floor(random() * 7)));
    return random() < 0.2 ? -value : value;
  }),
  // Prices and ratings as the server writes them, with halves at every place.
  ...Array.from({ length: 300 }, () => Math.round(random() * 1e7) / 1000 + 0.0005),
];

const OPTIONS: NumberOptions[] = [
  ...[0, 1, 2, 3, 6].map((decimals) => ({ minimumFractionDigits: decimals, maximumFractionDigits: decimals })),
  { maximumFractionDigits: 1 },
  { maximumFractionDigits: 0, useGrouping: false },
  { style: 'percent', maximumFractionDigits: 0 },
  { style: 'percent', maximumFractionDigits: 1 },
  {},
];

describe('numbers in English and French, written without Intl', () => {
  it.each(['en', 'fr'])('match Intl.NumberFormat to the character in %s', (locale) => {
    const differences: string[] = [];
    for (const options of OPTIONS) {
      const intl = new Intl.NumberFormat(locale, options);
      const ours = numberFormat(locale, options);
      for (const value of VALUES) {
        const percentValue = options.style === 'percent' ? value / 100 : value;
        if (ours.format(percentValue) !== intl.format(percentValue)) {
          differences.push(`${JSON.stringify(options)} ${percentValue}: ${ours.format(percentValue)} != ${intl.format(percentValue)}`);
        }
      }
    }
    expect(differences.slice(0, 10)).toEqual([]);
  });

  it('leaves other languages, and numbers past 2^52 in their smallest unit, to Intl', () => {
    expect(numberFormat('de', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(1234.5)).toBe('1.234,50');
    const huge = 9.5e17;
    expect(numberFormat('en', { maximumFractionDigits: 2 }).format(huge)).toBe(new Intl.NumberFormat('en', { maximumFractionDigits: 2 }).format(huge));
  });
});
