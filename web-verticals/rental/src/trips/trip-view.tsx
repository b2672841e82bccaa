import { type VerticalRouteProps } from '@storefront/sdk';
import { Alert, Button, Skeleton } from 'antd';
import useApp from 'antd/es/app/useApp';
import { cancelTrip, useTrip } from './api';
import { useTripsTranslation } from './strings';
import { TripDetails } from './trip-details';
import type { GuestPass } from './types';

/** A trip as its owner reaches it, with Cancel while it can be canceled. */
export function TripView({ host, formatPrice, id, guest }: Pick<VerticalRouteProps, 'host' | 'formatPrice'> & { id: number; guest: GuestPass | null }) {
  const t = useTripsTranslation();
  const { message } = useApp();
  const { data, error, isLoading, mutate } = useTrip(host, id, guest);
  if (isLoading) return <Skeleton active />;
  if (!data) {
    return (
      <Alert
        type="error"
        role="alert"
        title={error instanceof Error ? error.message : t('trips_loadFailed')}
        action={<Button onClick={() => void mutate()}>{t('trips_retry')}</Button>}
      />
    );
  }
  return (
    <TripDetails
      trip={data}
      formatPrice={formatPrice}
      formatDateTime={host.formatDateTime}
      onCancel={async (reason) => {
        const done = await cancelTrip(host, id, reason, guest);
        void message.success(done.message);
        await mutate();
      }}
    />
  );
}
