import type { ActiveGateway, GatewayName } from '@/shared/api/money-config';
import type { PartialRest, PaymentFields, PaymentMethod } from '@/features/checkout/types';

/** The shopper's payment choice: the method, the gateway of what is paid online, how a partial payment's rest is paid. */
export interface PaymentSelection {
  method: PaymentMethod;
  gateway: GatewayName | null;
  rest: PartialRest;
}

/** The configuration's `partial_payment_method`: how the rest of a partial payment may be paid. */
export type PartialRestRule = 'cod' | 'digital_payment' | 'both';

/** The configuration's rule as the checkout reads it ("both" for a value it does not know). */
export function partialRestRule(value: string | undefined): PartialRestRule {
  return value === 'cod' || value === 'digital_payment' ? value : 'both';
}

/** What the marketplace and the shopper can pay with here, from the configuration and the session. */
export interface PaymentOffer {
  cashOnDelivery: boolean;
  /** A signed-in customer, with the wallet on. */
  wallet: boolean;
  /** The digital gateways switched on (none when digital payment is off). */
  gateways: ActiveGateway[];
  /** Partial payments on (with the wallet): how their rest may be paid; null when off. */
  partial: PartialRestRule | null;
}

/** The ways the rest of a partial payment can be paid here: the rule's, among the methods that are on. */
export function partialRests(offer: PaymentOffer): PartialRest[] {
  if (!offer.wallet || !offer.partial) return [];
  const rests: PartialRest[] = [];
  if (offer.partial !== 'digital_payment' && offer.cashOnDelivery) rests.push('cash_on_delivery');
  if (offer.partial !== 'cod' && offer.gateways.length > 0) rests.push('digital_payment');
  return rests;
}

/**
 * A partial payment is offered while the wallet holds something but less than the order's total (the
 * quote's two figures, compared, never computed on), and its rest can be paid some way.
 */
export function partialOffered(offer: PaymentOffer, walletBalance: number | undefined, total: number | undefined): boolean {
  if (walletBalance === undefined || total === undefined) return false;
  return partialRests(offer).length > 0 && walletBalance > 0 && walletBalance < total;
}

/**
 * The wallet cannot pay the whole order: the quote's balance is below the quote's total (two server
 * figures compared, never computed on), so the server refuses the wallet alone ('Insufficient balance.').
 */
export function walletFallsShort(walletBalance: number | undefined, total: number | undefined): boolean {
  return walletBalance !== undefined && total !== undefined && walletBalance < total;
}

/** What the wallet does not pay is paid online (a digital payment, a partial payment's rest through a gateway), else on delivery. */
export function restPaidOnline(selection: Pick<PaymentSelection, 'method' | 'rest'>): boolean {
  return selection.method === 'digital_payment' || (selection.method === 'partial_payment' && selection.rest === 'digital_payment');
}

/** The payment part of the quote and place bodies for a choice (cash on delivery while none is made). */
export function paymentFields(selection: PaymentSelection | null): PaymentFields {
  if (!selection) return { payment_method: 'cash_on_delivery' };
  switch (selection.method) {
    case 'digital_payment':
      return { payment_method: 'digital_payment', payment_gateway: selection.gateway };
    case 'partial_payment':
      return selection.rest === 'digital_payment'
        ? { payment_method: 'partial_payment', partial_rest: 'digital_payment', payment_gateway: selection.gateway }
        : { payment_method: 'partial_payment', partial_rest: 'cash_on_delivery' };
    default:
      return { payment_method: selection.method };
  }
}

/** The choice the form starts with: cash on delivery when the marketplace takes it; otherwise the shopper chooses. */
export function initialSelection(offer: PaymentOffer): PaymentSelection | null {
  return offer.cashOnDelivery ? { method: 'cash_on_delivery', gateway: null, rest: 'cash_on_delivery' } : null;
}
