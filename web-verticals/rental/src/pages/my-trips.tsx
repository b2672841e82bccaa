import { type VerticalRouteProps } from '@storefront/sdk';
import { Alert, Button, Empty, Flex, Pagination, Skeleton, Tabs } from 'antd';
import { useState } from 'react';
import { TRIPS_PER_PAGE, useTrips } from '../trips/api';
import { useTripsTranslation } from '../trips/strings';
import { TripCard } from '../trips/trip-card';

export { resources } from '../trips/strings';

type Kind = 'running' | 'history';

/** /my-trips (drawn for the storefront's account route) and /rental/my-trips: running and past trips, paged. */
export default function MyTrips(props: VerticalRouteProps) {
  const t = useTripsTranslation();
  const [kind, setKind] = useState<Kind>('running');
  return (
    <Flex vertical gap="large">
      <h1 className="page-title">{t('trips_myTrips')}</h1>
      <Tabs
        activeKey={kind}
        onChange={(key) => setKind(key as Kind)}
        items={(['running', 'history'] as const).map((key) => ({
          key,
          label: t(`trips_${key}`),
          children: kind === key ? <TripList kind={key} {...props} /> : null,
        }))}
      />
    </Flex>
  );
}

function TripList({ kind, host, navigate, formatPrice }: VerticalRouteProps & { kind: Kind }) {
  const t = useTripsTranslation();
  const [page, setPage] = useState(1);
  const { data, error, isLoading, mutate } = useTrips(host, kind, page);
  if (isLoading) return <Skeleton active />;
  if (error && !data) {
    return <Alert type="error" title={t('trips_loadFailed')} action={<Button onClick={() => void mutate()}>{t('trips_retry')}</Button>} />;
  }
  if (!data || data.total_size === 0) {
    return (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={
          <>
            <strong className="empty-module__title">{t(kind === 'running' ? 'trips_noRunningTitle' : 'trips_noHistoryTitle')}</strong>
            <span className="text-secondary">{t(kind === 'running' ? 'trips_noRunningText' : 'trips_noHistoryText')}</span>
          </>
        }
      >
        <Button type="primary" onClick={() => navigate('/rental/vehicle-search?all_category=1')}>
          {t('trips_rentVehicle')}
        </Button>
      </Empty>
    );
  }
  return (
    <Flex vertical gap="middle">
      {data.trips.map((trip) => (
        <TripCard key={trip.id} trip={trip} formatPrice={formatPrice} formatDateTime={host.formatDateTime} onOpen={() => navigate(`/rental/trip?id=${trip.id}`)} />
      ))}
      {data.total_size > TRIPS_PER_PAGE ? (
        <Pagination align="center" current={page} pageSize={TRIPS_PER_PAGE} total={data.total_size} onChange={setPage} showSizeChanger={false} />
      ) : null}
    </Flex>
  );
}
