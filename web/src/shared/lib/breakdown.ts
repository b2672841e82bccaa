/**
 * The rows of the price breakdown, in the order a receipt reads. Every amount is the server's
 * (POST /customer/order/quote): this only picks which rows show, never computes a figure.
 */
export type BreakdownKey = 'subtotal' | 'itemDiscount' | 'storeDiscount' | 'couponDiscount' | 'referralDiscount' | 'tax' | 'deliveryFee' | 'extraFee';

export interface BreakdownAmounts {
  subtotal: number;
  itemDiscount: number;
  storeDiscount: number;
  couponDiscount: number;
  /** A referred customer's first-order discount (a quote's `referral_discount`); none when left out. */
  referralDiscount?: number;
  tax: number;
  deliveryFee: number;
  extraFee: number;
  total: number;
  /** Tax already inside the prices: shown, but not as something added. */
  taxIncluded: boolean;
  /** The marketplace's name for the extra fee ('Service charge'), as the server words it. */
  extraFeeName?: string | null;
}

export interface BreakdownRow {
  key: BreakdownKey;
  amount: number;
  /** A discount reads as taken off ("− €2.00"). */
  deduction: boolean;
}

const ORDER: BreakdownKey[] = ['subtotal', 'itemDiscount', 'storeDiscount', 'couponDiscount', 'referralDiscount', 'tax', 'deliveryFee', 'extraFee'];
const DEDUCTIONS = new Set<BreakdownKey>(['itemDiscount', 'storeDiscount', 'couponDiscount', 'referralDiscount']);
/** Rows that say nothing at zero; the subtotal, tax and delivery fee always show (a free delivery says so). */
const HIDDEN_AT_ZERO = new Set<BreakdownKey>(['itemDiscount', 'storeDiscount', 'couponDiscount', 'referralDiscount', 'extraFee']);

export function breakdownRows(amounts: BreakdownAmounts): BreakdownRow[] {
  return ORDER.filter((key) => !(HIDDEN_AT_ZERO.has(key) && (amounts[key] ?? 0) === 0)).map((key) => ({
    key,
    amount: amounts[key] ?? 0,
    deduction: DEDUCTIONS.has(key),
  }));
}
