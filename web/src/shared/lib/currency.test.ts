import { describe, expect, it } from 'vitest';
import { currencyFormat, formatPrice } from '@/shared/lib/currency';

describe('formatPrice', () => {
  it('puts the symbol on the left by default, with two decimals', () => {
    expect(formatPrice(4.2, currencyFormat({ currency_symbol: '€' }))).toBe('€4.20');
  });

  it('puts the symbol on the right when the config says so', () => {
    const format = currencyFormat({ currency_symbol: '€', currency_symbol_direction: 'right' });
    expect(formatPrice(4.2, format)).toBe('4.20\u00a0€');
  });

  it('writes digit_after_decimal_point decimals, rounding', () => {
    expect(formatPrice(4.256, currencyFormat({ currency_symbol: '$', digit_after_decimal_point: 0 }))).toBe('$4');
    expect(formatPrice(4.2, currencyFormat({ currency_symbol: '$', digit_after_decimal_point: 3 }))).toBe('$4.200');
  });

  it('groups thousands and separates decimals in the shopper language', () => {
    expect(formatPrice(1234.5, currencyFormat({ currency_symbol: '$' }))).toBe('$1,234.50');
    expect(formatPrice(1234.5, currencyFormat({ currency_symbol: '€', currency_symbol_direction: 'right' }, 'fr'))).toMatch(
      /^1\s234,50\u00a0€$/,
    );
  });

  it('falls back to SPEC defaults without a config', () => {
    expect(currencyFormat(undefined)).toEqual({ symbol: '', direction: 'left', decimals: 2, locale: 'en' });
    expect(formatPrice(3, currencyFormat(undefined))).toBe('3.00');
  });
});
