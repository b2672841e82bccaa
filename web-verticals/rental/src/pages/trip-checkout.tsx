import { CarOutlined } from '@ant-design/icons';
import { type VerticalRouteProps } from '@storefront/sdk';
import { Button, Card, Empty, Flex, Result, Skeleton } from 'antd';
import { useState } from 'react';
import useSWR from 'swr';
import { useTripCart } from '../trip/api';
import { TripSummary } from '../trip/trip-cart-body';
import { placeTrip, rememberGuestTrip } from '../trips/api';
import { useTripsTranslation } from '../trips/strings';
import { TripCheckoutForm } from '../trips/trip-checkout-form';
import type { Booked } from '../trips/types';

export { resources } from '../trips/strings';

interface CustomerInfo {
  f_name: string;
  l_name: string;
  phone: string;
  email: string;
}

/**
 * /rental/trip-checkout: the trip cart's summary from the server, the contact (the signed-in
 * customer's by default), cash payment, a note and the server's total; Book, then the outcome with a
 * link to the trip's page.
 */
export default function TripCheckout({ host, navigate, formatPrice }: VerticalRouteProps) {
  const t = useTripsTranslation();
  const cart = useTripCart(host);
  const owner = host.owner();
  const signedIn = owner?.kind === 'customer';
  // Under the storefront's key: one cached profile for the storefront and this page.
  const profile = useSWR(signedIn ? host.keys.profile() : null, (path: string) => host.request<CustomerInfo>(path));
  const [booked, setBooked] = useState<Booked | null>(null);
  if (booked) {
    return (
      <Result
        status="success"
        title={t('trips_bookedTitle')}
        subTitle={t('trips_bookedText', { id: booked.trip_id, total: formatPrice(booked.total_amount) })}
        extra={[
          <Button key="trip" type="primary" onClick={() => navigate(`/rental/trip?id=${booked.trip_id}`)}>
            {t('trips_viewTrip')}
          </Button>,
          <Button key="home" onClick={() => navigate('/home')}>
            {t('trips_backHome')}
          </Button>,
        ]}
      />
    );
  }
  if (cart.isLoading || (signedIn && profile.isLoading)) return <Skeleton active />;
  const data = cart.data;
  if (!data || data.carts.length === 0 || !data.user_data) {
    return (
      <Empty
        image={<CarOutlined aria-hidden className="cart-drawer__icon" />}
        description={
          <>
            <strong className="empty-module__title">{t('emptyTitle')}</strong>
            <span className="text-secondary">{t('emptyText')}</span>
          </>
        }
      >
        <Button type="primary" onClick={() => navigate('/rental/vehicle-search?all_category=1')}>
          {t('trips_rentVehicle')}
        </Button>
      </Empty>
    );
  }
  const me = profile.data;
  const initial = me ? { name: `${me.f_name} ${me.l_name}`.trim(), phone: me.phone, email: me.email } : undefined;
  return (
    <Flex vertical gap="large" className="narrow-page">
      <h1 className="page-title">{t('trips_checkoutTitle')}</h1>
      <Card size="small">
        <Flex vertical gap="middle">
          <TripSummary trip={data.user_data} provider={data.provider?.name ?? null} formatDateTime={host.formatDateTime} />
          <Flex vertical gap={4}>
            {data.carts.map((line) => (
              <Flex key={line.id} justify="space-between">
                <span>
                  {line.quantity} × {line.vehicle.name}
                </span>
                <span>{formatPrice(line.price)}</span>
              </Flex>
            ))}
          </Flex>
        </Flex>
      </Card>
      <TripCheckoutForm
        total={data.total}
        tax={{ amount: data.tax, included: data.tax_included }}
        formatPrice={formatPrice}
        initial={initial}
        signedIn={signedIn}
        onBook={async (booking, key) => {
          const done = await placeTrip(host, booking, key);
          if (!signedIn) rememberGuestTrip(done.trip_id, booking.contact_person_number);
          setBooked(done);
        }}
      />
    </Flex>
  );
}
