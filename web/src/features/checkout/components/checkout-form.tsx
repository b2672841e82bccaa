import { Alert, Button, Card, Flex, Input, Skeleton } from 'antd';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/shared/api/errors';
import { useApiErrorToast } from '@/shared/ui/use-api-error';
import { applyCoupon } from '@/features/checkout/api/apply-coupon';
import { placeOrder } from '@/features/checkout/api/place-order';
import { quoteAmounts, useQuote } from '@/features/checkout/api/quote';
import { CouponField } from '@/features/checkout/components/coupon-field';
import { DeliveryTypeChoice, type OrderType } from '@/features/checkout/components/delivery-type-choice';
import { PaymentChoice } from '@/features/checkout/components/payment-choice';
import { PaymentSplit } from '@/features/checkout/components/payment-split';
import { PriceBreakdown } from '@/shared/ui/price-breakdown';
import { RouteMapDialog } from '@/features/checkout/components/route-map-dialog';
import { PrescriptionField, type PrescriptionImage } from '@/features/checkout/components/prescription-field';
import { TimeSlotPicker } from '@/features/checkout/components/time-slot-picker';
import { uploadPrescription } from '@/features/checkout/api/upload-prescription';
import type { Point } from '@/features/checkout/model/directions';
import { attemptKeys } from '@/features/checkout/model/attempt-key';
import {
  initialSelection,
  paymentFields,
  restPaidOnline,
  walletFallsShort,
  type PaymentOffer,
  type PaymentSelection,
} from '@/features/checkout/model/payment-selection';
import { slotKey, type ScheduleDay } from '@/features/checkout/model/time-slots';
import type { PlaceBody, Placed, Quote, QuoteBody } from '@/features/checkout/types';
import type { DirectItem } from '@/shared/state/checkout';
import '@/features/checkout/checkout.css';

/** Where the order goes and who receives it: the chosen address, or the guest's contact card. */
export type Destination = Omit<
  PlaceBody,
  | 'order_type'
  | 'payment_method'
  | 'payment_gateway'
  | 'partial_rest'
  | 'schedule_at'
  | 'coupon_code'
  | 'order_note'
  | 'guest_id'
  | 'item'
  | 'prescription_ids'
  | 'store_id'
>;

/** The bound the server sets on a note is not published: a note a courier reads at a glance. */
const NOTE_MAX = 500;

export interface CheckoutFormProps {
  moduleId: number;
  /** The guest's id; a customer is known by the token. */
  guestId: string | undefined;
  /** The store the cart is from (a coupon is checked for it). */
  storeId: number;
  /** Changes whenever the cart (or the one item ordered) does, so the quote is asked again. */
  cartSignature: string;
  /** Buy Now and Order Now: the one line priced and ordered instead of the cart. */
  item?: DirectItem | null;
  /** What is ordered, shown above the price breakdown (the Buy Now item). */
  lines?: ReactNode;
  orderType: OrderType;
  onOrderTypeChange: (next: OrderType) => void;
  offeredTypes: readonly OrderType[];
  /** The day choice and its slots (today first); empty when the store takes no order now nor later;
   * null while the marketplace's clock, which the slots are built on, is being read. */
  days: ScheduleDay[] | null;
  /** The store takes scheduled orders (an empty choice means closed all week). */
  scheduled?: boolean;
  cashOnDelivery: boolean;
  /**
   * The other ways to pay here: the wallet (a signed-in customer, the wallet on), the digital gateways
   * switched on, and partial payments; none when left out.
   */
  payments?: Omit<PaymentOffer, 'cashOnDelivery'>;
  /** The address or contact section (the app composes the address book or the guest's card). */
  destinationSection: ReactNode;
  /** False when the section is a card of its own (the guest's contact card). */
  destinationFramed?: boolean;
  /** Null until an address (delivery) or contact info is given; `missing` says which. */
  destination: Destination | null;
  missing: 'address' | 'contact' | null;
  formatPrice: (amount: number) => string;
  onPlaced: (placed: Placed) => void;
  /** Where the store is, and how the app draws a route map: with both, a delivery offers "See route". */
  storePoint?: Point;
  renderRouteMap?: (from: Point, to: Point) => ReactNode;
  /**
   * The module takes prescription images (its policy): the upload shows, and `required` (an item of the
   * order needs a prescription) holds the order until one image is sent.
   */
  prescriptions?: { required: boolean } | null;
  /**
   * An order of prescription images alone to `storeId` (no cart line): the quote and the order name the
   * store, the server prices its delivery only, and no coupon is offered (there is nothing to discount).
   */
  prescriptionOnly?: boolean;
}

/**
 * The order form: delivery type, time, where to, coupon, payment and note, priced by the server's
 * quote at every change, placed with one Idempotency-Key per attempt.
 */
export function CheckoutForm(props: CheckoutFormProps) {
  const { moduleId, guestId, storeId, cartSignature, orderType, days, destination, formatPrice } = props;
  const item = props.item ? { item: props.item } : props.prescriptionOnly ? { store_id: storeId } : {};
  const { t } = useTranslation('checkout');
  const showError = useApiErrorToast();
  const slots = (days ?? []).flatMap((day) => day.slots);
  const [slot, setSlot] = useState<string | null>(slots[0] ? slotKey(slots[0]) : null);
  const [coupon, setCoupon] = useState<string | null>(null);
  const [couponError, setCouponError] = useState<string | null>(null);
  const [couponBusy, setCouponBusy] = useState(false);
  const offer: PaymentOffer = { cashOnDelivery: props.cashOnDelivery, wallet: false, gateways: [], partial: null, ...props.payments };
  const [payment, setPayment] = useState<PaymentSelection | null>(() => initialSelection(offer));
  const paying = paymentFields(payment);
  const [note, setNote] = useState('');
  const [placing, setPlacing] = useState(false);
  const [prescriptions, setPrescriptions] = useState<PrescriptionImage[]>([]);
  const keys = useRef(attemptKeys()).current;

  const chosenSlot = slots.find((s) => slotKey(s) === slot) ?? slots[0];
  const scheduleAt = chosenSlot?.at ? chosenSlot.at.toISOString() : null;
  const hasPoint = orderType === 'delivery' && destination?.latitude != null && destination.longitude != null;
  const point = hasPoint ? { latitude: destination.latitude, longitude: destination.longitude } : {};
  const routeEnd = destination?.latitude != null && destination.longitude != null ? { lat: destination.latitude, lng: destination.longitude } : null;
  // No quote for a delivery without a point yet: the fee depends on it. The body is the quote's key (as JSON).
  const quoteBody: QuoteBody | null =
    orderType === 'delivery' && !hasPoint
      ? null
      : { guest_id: guestId ?? null, order_type: orderType, schedule_at: scheduleAt, coupon_code: coupon, ...paying, ...point, ...item };
  const quote = useQuote(moduleId, cartSignature, quoteBody);
  const quoteRefusal = quote.error instanceof ApiError ? quote.error.message : quote.error ? t('quote.failed') : null;
  const refusals = quote.data?.refusals ?? [];
  // What the items lack to reach the store's minimum order, as the server counts it (the quote refuses
  // the order meanwhile, so Place order stays disabled).
  const missingForMinimum = quote.data?.missing_for_minimum ?? 0;
  // The quote on screen was asked with the payment chosen now (not the last one's, kept while it is asked again).
  const quoteCurrent = quote.data && !quote.isLoading ? quote.data : undefined;
  // The server's refusal of the wallet, or, before the shopper picks it, the one the server would give
  // when the balance is below the total (the quote's two figures compared), in the server's words.
  const walletRefusal =
    useWalletRefusal(payment, quoteCurrent, quote.data) ?? (walletFallsShort(quote.data?.wallet_balance, quote.data?.total) ? t('payment.insufficientBalance') : null);
  // With the wallet paying a part, the bar shows what the shopper still pays (the quote's rest, on
  // delivery or online) instead of the total, which stays in the breakdown.
  const restToPay = payment && quoteCurrent && quoteCurrent.wallet_pays > 0 && quoteCurrent.rest_to_pay > 0 ? quoteCurrent.rest_to_pay : null;

  const apply = async (code: string) => {
    setCouponBusy(true);
    setCouponError(null);
    try {
      await applyCoupon(code, storeId, moduleId);
      setCoupon(code);
    } catch (error) {
      setCouponError(error instanceof ApiError ? error.message : t('quote.failed'));
    } finally {
      setCouponBusy(false);
    }
  };

  const blocker = !slots.length
    ? t('place.needSlot')
    : props.missing === 'address'
      ? t('place.needAddress')
      : props.missing === 'contact' || !destination
        ? t('place.needContact')
        : !payment || (payment.method === 'wallet' && walletRefusal)
          ? t('place.needPayment')
          : props.prescriptions?.required && !prescriptions.length
            ? t('prescription.needed')
            : null;

  const place = async () => {
    if (blocker || !destination || placing) return;
    const body: PlaceBody = {
      ...destination,
      guest_id: guestId ?? null,
      order_type: orderType,
      schedule_at: scheduleAt,
      coupon_code: coupon,
      order_note: note.trim() || null,
      ...paying,
      ...item,
      ...(prescriptions.length ? { prescription_ids: prescriptions.map((image) => image.id) } : {}),
    };
    setPlacing(true);
    try {
      props.onPlaced(await placeOrder(body, moduleId, keys.keyFor(`${cartSignature}|${JSON.stringify(body)}`)));
    } catch (error) {
      showError(error);
      void quote.mutate();
    } finally {
      setPlacing(false);
    }
  };

  return (
    <div className="checkout-layout">
      <Flex vertical gap="middle" className="checkout-layout__main">
        <Card title={t('sections.deliveryType')} size="small">
          <DeliveryTypeChoice value={orderType} onChange={props.onOrderTypeChange} offered={props.offeredTypes} />
        </Card>
        <Card title={t('sections.time')} size="small">
          {days ? (
            <TimeSlotPicker days={days} scheduled={props.scheduled} value={chosenSlot ? slotKey(chosenSlot) : null} onChange={setSlot} />
          ) : (
            <Skeleton.Input active />
          )}
        </Card>
        {props.destinationFramed === false ? (
          props.destinationSection
        ) : (
          <Card title={orderType === 'delivery' ? t('sections.address') : t('sections.contact')} size="small">
            {props.destinationSection}
          </Card>
        )}
        {props.prescriptions ? (
          <Card title={t('prescription.title')} size="small">
            <PrescriptionField
              value={prescriptions}
              onChange={setPrescriptions}
              required={props.prescriptions.required}
              upload={(file) => uploadPrescription(file, moduleId, guestId)}
            />
          </Card>
        ) : null}
        {props.prescriptionOnly ? null : (
          <Card title={t('sections.coupon')} size="small">
            <CouponField
              applied={coupon}
              error={couponError}
              busy={couponBusy}
              onApply={(code) => void apply(code)}
              onRemove={() => {
                setCoupon(null);
                setCouponError(null);
              }}
            />
          </Card>
        )}
        <Card title={t('sections.payment')} size="small">
          <PaymentChoice
            value={payment}
            onChange={setPayment}
            offer={offer}
            figures={
              quote.data
                ? {
                    walletBalance: quote.data.wallet_balance,
                    total: quote.data.total,
                    walletPays: quoteCurrent?.wallet_pays ?? null,
                    restToPay: quoteCurrent?.rest_to_pay ?? null,
                  }
                : undefined
            }
            walletRefusal={walletRefusal}
            formatPrice={formatPrice}
          />
        </Card>
        <Card title={t('sections.note')} size="small">
          <Input.TextArea
            aria-label={t('note.label')}
            placeholder={t('note.placeholder')}
            value={note}
            maxLength={NOTE_MAX}
            showCount
            // A fixed height (the shopper may drag it taller): antd's autoSize measures the text by forcing a
            // layout during checkout's first render, about 190 ms on a throttled phone.
            rows={3}
            onChange={(event) => setNote(event.target.value)}
          />
        </Card>
      </Flex>
      <Card title={t('sections.summary')} size="small" className="checkout-layout__summary">
        <Flex vertical gap="small">
          {props.lines}
          {quoteRefusal ? <Alert type="error" showIcon title={quoteRefusal} /> : null}
          {refusals.map((refusal) => (
            <Alert key={refusal.code + refusal.message} type="warning" showIcon title={refusal.message} />
          ))}
          {orderType === 'delivery' && routeEnd && props.storePoint && props.renderRouteMap ? (
            <RouteMapDialog
              from={props.storePoint}
              to={routeEnd}
              distanceKm={quote.data?.distance_km ?? null}
              renderMap={props.renderRouteMap}
            />
          ) : null}
          {quoteBody ? (
            <>
              <PriceBreakdown amounts={quote.data ? quoteAmounts(quote.data) : null} formatPrice={formatPrice} />
              {quoteCurrent && payment ? <PaymentSplit quote={quoteCurrent} method={payment.method} rest={payment.rest} formatPrice={formatPrice} /> : null}
            </>
          ) : (
            <span className="text-secondary">{t('place.needAddress')}</span>
          )}
        </Flex>
      </Card>
      <div className="place-order-bar clear-of-floating">
        <Flex vertical>
          {payment && restToPay !== null ? (
            <>
              <span className="text-secondary">{restPaidOnline(payment) ? t('split.online') : t('split.onDelivery')}</span>
              <strong>{formatPrice(restToPay)}</strong>
            </>
          ) : quote.data ? (
            <strong>{formatPrice(quote.data.total)}</strong>
          ) : null}
          {blocker ? <span className="text-secondary">{blocker}</span> : null}
          {missingForMinimum ? (
            <span className="checkout-danger">
              {t('place.minimumMissing', { missing: formatPrice(missingForMinimum), minimum: formatPrice(quote.data?.minimum_order ?? 0) })}
            </span>
          ) : null}
        </Flex>
        <Button
          type="primary"
          size="large"
          loading={placing}
          disabled={Boolean(blocker) || Boolean(quoteRefusal) || refusals.length > 0 || !quote.data}
          onClick={() => void place()}
        >
          {placing ? t('place.placing') : t('place.submit')}
        </Button>
      </div>
    </div>
  );
}

/**
 * The server's refusal of the wallet for this order: the current quote's `payment_method` refusal while
 * the wallet is chosen, remembered once the shopper picks another method for as long as the order and
 * the balance stay the same (the total and balance the refusal was given for), so the wallet stays
 * disabled with the reason. Nothing is decided here: the quote refused it.
 */
function useWalletRefusal(payment: PaymentSelection | null, quote: Quote | undefined, shown: Quote | undefined): string | null {
  const [refused, setRefused] = useState<{ message: string; total: number; balance: number } | null>(null);
  const now = payment?.method === 'wallet' ? quote?.refusals.find((refusal) => refusal.code === 'payment_method') : undefined;
  // Kept while rendering (React's way to keep what a render saw), not in an effect: no extra render.
  if (now && quote && (refused?.message !== now.message || refused.total !== quote.total || refused.balance !== quote.wallet_balance)) {
    setRefused({ message: now.message, total: quote.total, balance: quote.wallet_balance });
  }
  if (now) return now.message;
  return refused && shown && refused.total === shown.total && refused.balance === shown.wallet_balance ? refused.message : null;
}
