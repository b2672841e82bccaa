import { Button, Result, Skeleton, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSWRConfig } from 'swr';
import { customerDestination, guestDestination } from '@/app/routes/checkout/destination';
import { NothingToCheckOut } from '@/app/routes/checkout/nothing-to-check-out';
import { useAddresses } from '@/features/addresses/api/get-addresses';
import { useCustomerContact } from '@/features/addresses/api/get-customer-contact';
import { AddressBook } from '@/features/addresses/components/address-book';
import { GuestContactCard } from '@/features/addresses/components/guest-contact-card';
import { guestContactAtom } from '@/features/addresses/model/guest-contact';
import type { Address } from '@/features/addresses/types';
import { useCartKey, useCartLines } from '@/features/cart/api/get-cart';
import { useMoney } from '@/features/cart/hooks/use-money';
import { useStore } from '@/features/catalogue/api/get-store';
import { useCatalogueScope } from '@/features/catalogue/api/scope';
import { CheckoutForm } from '@/features/checkout/components/checkout-form';
import type { OrderType } from '@/features/checkout/components/delivery-type-choice';
import { periodsOfDay, timeSlots } from '@/features/checkout/model/time-slots';
import type { Placed } from '@/features/checkout/types';
import type { Config } from '@/shared/api/get-config';
import { useAtomValue } from '@/shared/state/app-store';
import { chosenLocationAtom } from '@/shared/state/location';
import { guestIdAtom, isLoggedInAtom } from '@/shared/state/session';

/** The cart's checkout: the order form fed by the cart, its store, and the shopper's address or contact. */
export function CartCheckout({ config }: { config: Config }) {
  const { data: lines, isLoading } = useCartLines();
  const scope = useCatalogueScope();
  const storeId = lines?.[0]?.store_id;
  const { data: store } = useStore(storeId ? String(storeId) : undefined, scope);
  const [placed, setPlaced] = useState<Placed | null>(null);
  const cartKey = useCartKey();
  const { mutate } = useSWRConfig();
  // The server emptied the cart with the order: the drawer and the header count read it again.
  const onPlaced = (answer: Placed) => {
    setPlaced(answer);
    if (cartKey) void mutate(cartKey);
  };
  if (placed) return <OrderPlaced placed={placed} />;
  if (isLoading && !lines?.length) return <Skeleton active />;
  if (!lines?.length || !storeId || !scope.moduleId) return <NothingToCheckOut />;
  if (!store) return <Skeleton active />;
  const offered: OrderType[] = [...(store.delivery ? ['delivery' as const] : []), ...(store.take_away ? ['take_away' as const] : [])];
  return (
    <CartOrderForm
      key={storeId}
      moduleId={scope.moduleId}
      storeId={storeId}
      storeZoneId={store.zone_id}
      cartSignature={lines.map((line) => `${line.id}x${line.quantity}`).join(',')}
      offered={offered.length ? offered : ['delivery']}
      slotsSource={{ schedules: store.schedules, scheduleOrder: Boolean(config.schedule_order) && store.schedule_order === 1 }}
      cashOnDelivery={config.cash_on_delivery}
      onPlaced={onPlaced}
    />
  );
}

interface CartOrderFormProps {
  moduleId: number;
  storeId: number;
  /** Only the saved addresses this zone serves can be delivered to. */
  storeZoneId: number;
  cartSignature: string;
  offered: OrderType[];
  slotsSource: { schedules: { day: number; opening_time: string; closing_time: string }[]; scheduleOrder: boolean };
  cashOnDelivery: boolean;
  onPlaced: (placed: Placed) => void;
}

function CartOrderForm({ moduleId, storeId, storeZoneId, cartSignature, offered, slotsSource, cashOnDelivery, onPlaced }: CartOrderFormProps) {
  const loggedIn = useAtomValue(isLoggedInAtom);
  const guestId = useAtomValue(guestIdAtom);
  const location = useAtomValue(chosenLocationAtom);
  const guestContact = useAtomValue(guestContactAtom);
  const customerContact = useCustomerContact();
  const money = useMoney();
  const [orderType, setOrderType] = useState<OrderType>(offered[0] ?? 'delivery');
  const [picked, setPicked] = useState<Address | null>(null);
  const { data: saved } = useAddresses();
  // Until one is picked: the saved address the delivery location was chosen from, if any.
  const address = picked ?? saved?.find((entry) => entry.id === location?.addressId) ?? null;
  // The slots of the moment the page opened: a shopper who lingers past one sees it refused by the server.
  const slots = useMemo(() => {
    const now = new Date();
    return timeSlots({ now, periods: periodsOfDay(slotsSource.schedules, now), scheduleOrder: slotsSource.scheduleOrder });
  }, [slotsSource]);
  const { destination, missing } = loggedIn
    ? customerDestination(orderType, address, customerContact, location)
    : guestDestination(orderType, guestContact, location);
  const section = loggedIn ? (
    orderType === 'delivery' ? (
      <AddressBook selectedId={address?.id ?? null} storeZoneId={storeZoneId} onPick={setPicked} />
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
      orderType={orderType}
      onOrderTypeChange={setOrderType}
      offeredTypes={offered}
      slots={slots}
      cashOnDelivery={cashOnDelivery}
      destinationSection={section}
      destinationFramed={loggedIn}
      destination={destination}
      missing={missing}
      formatPrice={money}
      onPlaced={onPlaced}
    />
  );
}

/** A customer's take-away contact: the profile's name and phone. */
function CustomerContact({ name, phone }: { name?: string; phone?: string }) {
  const { t } = useTranslation('checkout');
  if (!name || !phone) return <Typography.Text type="warning">{t('contact.profileMissing')}</Typography.Text>;
  return (
    <Typography.Paragraph className="checkout-contact">
      <strong>{name}</strong>
      <br />
      {phone}
    </Typography.Paragraph>
  );
}

/** The outcome: the order's number and the way to follow it. */
function OrderPlaced({ placed }: { placed: Placed }) {
  const { t } = useTranslation('checkout');
  const navigate = useNavigate();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const tracking = loggedIn ? `/my-orders/${placed.order_id}` : `/track-order?order_id=${placed.order_id}`;
  return (
    <Result
      status="success"
      title={t('success.title')}
      subTitle={t('success.text', { id: placed.order_id })}
      extra={[
        <Button key="track" type="primary" onClick={() => void navigate(tracking)}>
          {t('success.track')}
        </Button>,
        <Button key="home" onClick={() => void navigate('/home')}>
          {t('success.keepShopping')}
        </Button>,
      ]}
    />
  );
}
