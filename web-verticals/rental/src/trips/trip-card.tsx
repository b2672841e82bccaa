import { Card, Flex } from 'antd';
import type { Trip } from './types';
import { TripStatusTag } from './trip-status';
import { useTripsTranslation } from './strings';

/** One trip in My Trips: number, status, provider, pickup (on the marketplace's clock), vehicles and total; opens its details. */
export function TripCard({
  trip,
  formatPrice,
  formatDateTime,
  onOpen,
}: {
  trip: Trip;
  formatPrice: (amount: number) => string;
  formatDateTime: (instant: string) => string;
  onOpen: () => void;
}) {
  const t = useTripsTranslation();
  const vehicles = trip.lines.map((line) => `${line.quantity} × ${line.vehicle_name}`).join(', ');
  return (
    <Card
      size="small"
      hoverable
      role="link"
      tabIndex={0}
      // Named by its words, title first ("Trip #3 …"): a shorter name would leave out words a speech user
      // reads off the card (WCAG 2.5.3, label in name).
      onClick={onOpen}
      onKeyDown={(event) => {
        if (event.key === 'Enter' || event.key === ' ') {
          event.preventDefault();
          onOpen();
        }
      }}
      title={t('trips_tripNo', { id: trip.id })}
      extra={<TripStatusTag status={trip.trip_status} />}
      data-testid="trip-card"
    >
      <Flex vertical gap={4}>
        <strong>{trip.provider.name}</strong>
        <span className="text-secondary">
          {t('when')}: {formatDateTime(trip.pickup_time)} · {t(`type_${trip.rental_type}`)}
        </span>
        <span>{vehicles}</span>
        <Flex justify="space-between">
          <span className="text-secondary">{t('trips_bookedOn', { date: formatDateTime(trip.created_at) })}</span>
          <strong>{formatPrice(trip.total_amount)}</strong>
        </Flex>
      </Flex>
    </Card>
  );
}
