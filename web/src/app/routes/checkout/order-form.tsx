import { Alert, Skeleton } from 'antd';
import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { customerDestination, guestDestination } from '@/app/routes/checkout/destination';
import { useAddresses } from '@/features/addresses/api/get-addresses';
import { useCustomerContact } from '@/features/addresses/api/get-customer-contact';
import { GuestContactCard } from '@/features/addresses/components/guest-contact-card';
import { guestContactAtom } from '@/features/addresses/model/guest-contact';
import type { Address } from '@/features/addresses/types';
import { useMoney } from '@/features/cart/hooks/use-money';
import type { Store } from '@/features/catalogue/types';
import { CheckoutForm } from '@/features/checkout/components/checkout-form';
import type { OrderType } from '@/features/checkout/components/delivery-type-choice';
import { useMarketplaceClock } from '@/shared/api/get-marketplace-clock';
import { scheduleDays } from '@/features/checkout/model/time-slots';
import type { Placed } from '@/features/checkout/types';
import { RouteMapView } from '@/features/location/map/route-map-view';
import { useConfig, type Config } from '@/shared/api/get-config';
import { offeredGateways } from '@/shared/api/money-config';
import { partialRestRule } from '@/features/checkout/model/payment-selection';
import { useAtomValue } from '@/shared/state/app-store';
import type { DirectItem } from '@/shared/state/checkout';
import { chosenLocationAtom } from '@/shared/state/location';
import { guestIdAtom, isLoggedInAtom } from '@/shared/state/session';

// A customer's address book (saved list, address dialog with its map and form) is code a guest's
// checkout never draws: it loads with a customer's form only.
const AddressBook = lazy(() => import(/* webpackChunkName: "address-book" */ '@/features/addresses/components/address-book').then((m) => ({ default: m.AddressBook })));

/** What the store and the marketplace allow: the order types, the hours and schedule orders, cash on delivery. */
export function storeTerms(store: Store, config: Config) {
  const offered: OrderType[] = [...(store.delivery ? ['delivery' as const] : []), ...(store.take_away ? ['take_away' as const] : [])];
  return {
    storeZoneId: store.zone_id,
    storePoint: { lat: store.latitude, lng: store.longitude },
    offered: offered.length ? offered : (['delivery'] as OrderType[]),
    slotsSource: { schedules: store.schedules, scheduleOrder: Boolean(config.schedule_order) && store.schedule_order === 1 },
    cashOnDelivery: config.cash_on_delivery,
  };
}

export interface OrderFormProps {
  moduleId: number;
  storeId: number;
  /** Only the saved addresses this zone serves can be delivered to. */
  storeZoneId: number;
  /** Where the store is (the delivery route map's start). */
  storePoint: { lat: number; lng: number };
  cartSignature: string;
  /** Buy Now and Order Now: the one line ordered instead of the cart, and how the summary shows it. */
  item?: DirectItem | null;
  lines?: ReactNode;
  offered: OrderType[];
  slotsSource: { schedules: { day: number; opening_time: string; closing_time: string }[]; scheduleOrder: boolean };
  cashOnDelivery: boolean;
  onPlaced: (placed: Placed) => void;
  /** An order of prescription images alone to this store: no line, only its delivery is priced. */
  prescriptionOnly?: boolean;
  /** The module takes prescription images; `required`: an item of the order needs a prescription. */
  prescriptions?: { required: boolean } | null;
}

/**
 * The order form of every checkout page (the cart, Buy Now, Order Now), composed from the features:
 * the shopper's saved address or contact card, the store's hours, the route map, and the form that
 * prices and places.
 */
export function OrderForm(props: OrderFormProps) {
  // Compiled with React Compiler (web/rsbuild.config.ts): each answer this form reads (the clock, the
  // configuration, the addresses) arrives as a blocking render of it; memoized, that render hands the
  // order form the same element and React skips the whole form (40 ms of a phone's main thread).
  'use memo';
  const { moduleId, storeId, storeZoneId, storePoint, cartSignature, item, lines, offered, slotsSource, cashOnDelivery, onPlaced } = props;
  const { t } = useTranslation('checkout');
  const loggedIn = useAtomValue(isLoggedInAtom);
  const guestId = useAtomValue(guestIdAtom);
  const location = useAtomValue(chosenLocationAtom);
  const guestContact = useAtomValue(guestContactAtom);
  const customerContact = useCustomerContact();
  const money = useMoney();
  const { data: config } = useConfig();
  const payments = paymentsOffered(config, loggedIn);
  const [orderType, setOrderType] = useState<OrderType>(offered[0] ?? 'delivery');
  const [picked, setPicked] = useState<Address | null>(null);
  const { data: saved } = useAddresses();
  // Until one is picked: the saved address the delivery location was chosen from, if any.
  const address = picked ?? saved?.find((entry) => entry.id === location?.addressId) ?? null;
  // The slots of the moment the page opened, on the marketplace's clock (the server's time and zone, not
  // the device's): a shopper who lingers past one sees it refused by the server.
  const { schedules, scheduleOrder } = slotsSource;
  const clock = useMarketplaceClock();
  const days = useMemo(() => (clock ? scheduleDays({ clock, schedules, scheduleOrder }) : null), [clock, schedules, scheduleOrder]);
  const { destination, missing } = loggedIn
    ? customerDestination(orderType, address, customerContact, location)
    : guestDestination(orderType, guestContact, location);
  const section = loggedIn ? (
    orderType === 'delivery' ? (
      <Suspense fallback={<Skeleton active />}>
        <AddressBook selectedId={address?.id ?? null} storeZoneId={storeZoneId} onPick={setPicked} />
      </Suspense>
    ) : (
      <CustomerContact name={customerContact.name} phone={customerContact.phone} />
    )
  ) : (
    <GuestContactCard showDetails={orderType === 'delivery'} />
  );
  return (
    <CheckoutForm
      moduleId={moduleId}
      guestId={loggedIn ? undefined : (guestId ?? undefined)}
      storeId={storeId}
      cartSignature={cartSignature}
      item={item}
      lines={lines}
      orderType={orderType}
      onOrderTypeChange={setOrderType}
      offeredTypes={offered}
      days={days}
      scheduled={slotsSource.scheduleOrder}
      cashOnDelivery={cashOnDelivery}
      payments={payments}
      destinationSection={section}
      destinationFramed={loggedIn}
      destination={destination}
      missing={missing}
      formatPrice={money}
      onPlaced={onPlaced}
      storePoint={storePoint}
      prescriptions={props.prescriptions ?? null}
      prescriptionOnly={props.prescriptionOnly}
      renderRouteMap={(from, to) => <RouteMapView from={from} to={to} fromLabel={t('route.store')} toLabel={t('route.destination')} />}
    />
  );
}

/**
 * The ways to pay besides cash on delivery: the wallet for a signed-in customer while the marketplace
 * has one (and partial payments with it, when they are on), and the digital gateways switched on.
 */
function paymentsOffered(config: Config | undefined, loggedIn: boolean) {
  const wallet = loggedIn && config?.customer_wallet_status === 1;
  return {
    wallet,
    gateways: offeredGateways(config),
    partial: wallet && config?.partial_payment_status === 1 ? partialRestRule(config.partial_payment_method) : null,
  };
}

/** A customer's take-away contact: the profile's name and phone. */
function CustomerContact({ name, phone }: { name?: string; phone?: string }) {
  const { t } = useTranslation('checkout');
  if (!name || !phone) return <Alert type="warning" showIcon title={t('contact.profileMissing')} />;
  return (
    <p className="checkout-contact">
      <strong>{name}</strong>
      <br />
      {phone}
    </p>
  );
}

