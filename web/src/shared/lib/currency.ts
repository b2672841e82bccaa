import { formatDecimal } from '@/shared/lib/numbers';

/** How the marketplace writes money (SPEC.md section 3, config: currency_symbol, its direction, decimals). */
export interface CurrencyFormat {
  symbol: string;
  /** Where the symbol stands: left by default, right when the config says so. */
  direction: 'left' | 'right';
  /** digit_after_decimal_point; 2 when the config does not say. */
  decimals: number;
  /** The language the digits are grouped and separated in ("en": 1,234.50; "fr": 1 234,50). */
  locale: string;
}

export const DEFAULT_DECIMALS = 2;

/** The currency format from config values, filling SPEC.md's defaults for whatever is missing. */
export function currencyFormat(
  config: { currency_symbol?: string; currency_symbol_direction?: string; digit_after_decimal_point?: number } | undefined,
  locale = 'en',
): CurrencyFormat {
  const decimals = config?.digit_after_decimal_point;
  return {
    symbol: config?.currency_symbol ?? '',
    direction: config?.currency_symbol_direction === 'right' ? 'right' : 'left',
    decimals: typeof decimals === 'number' && Number.isInteger(decimals) && decimals >= 0 ? Math.min(decimals, 6) : DEFAULT_DECIMALS,
    locale,
  };
}

/** `amount` written with the config's decimals and its symbol on the configured side ("€4.20", "4.20 €"). */
export function formatPrice(amount: number, format: CurrencyFormat): string {
  const digits = formatDecimal(amount, format.decimals, format.locale);
  if (!format.symbol) return digits;
  // A symbol after the number reads better apart from it; a non-breaking space keeps both on one line.
  return format.direction === 'right' ? `${digits}\u00a0${format.symbol}` : `${format.symbol}${digits}`;
}
