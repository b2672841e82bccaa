import useSWR from 'swr';
import { apiFetch } from '@/shared/api/client';
import { swrKeys, type QuoteKey } from '@/shared/api/swr-keys';
import type { BreakdownAmounts } from '@/shared/lib/breakdown';
import type { Quote, QuoteBody } from '@/features/checkout/types';

function getQuote([, moduleId, , body]: QuoteKey): Promise<Quote> {
  return apiFetch<Quote>('/api/v1/customer/order/quote', {
    method: 'POST',
    body: JSON.parse(body) as QuoteBody,
    headers: { moduleId: String(moduleId) },
  });
}

/**
 * The quote of the owner's cart in `moduleId` for these choices; asked again whenever a choice or
 * the cart (`cartSignature`) changes, keeping the last figures on screen meanwhile.
 */
export function useQuote(moduleId: number | null, cartSignature: string, body: QuoteBody | null) {
  const key = moduleId && body ? swrKeys.quote(moduleId, cartSignature, JSON.stringify(body)) : null;
  return useSWR(key, getQuote, { keepPreviousData: true, revalidateOnFocus: false });
}

/** The quote's figures for the breakdown, as answered. */
export function quoteAmounts(quote: Quote): BreakdownAmounts {
  return {
    subtotal: quote.subtotal,
    itemDiscount: quote.item_discount,
    storeDiscount: quote.store_discount,
    couponDiscount: quote.coupon_discount,
    referralDiscount: quote.referral_discount,
    tax: quote.tax,
    deliveryFee: quote.delivery_fee,
    extraFee: quote.extra_fee,
    total: quote.total,
    taxIncluded: quote.tax_included,
    extraFeeName: quote.extra_fee_name,
  };
}
