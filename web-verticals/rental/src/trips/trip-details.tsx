import { LineList } from '@storefront/sdk';
import { Card, Descriptions, Flex } from 'antd';
import { TripSummary } from '../trip/trip-cart-body';
import { CancelTrip } from './cancel-trip';
import { TripStatusTag, TripTimeline } from './trip-status';
import { useTripsTranslation } from './strings';
import { CANCELABLE, type Trip } from './types';

/**
 * A booked trip: its status timeline, the trip data, the vehicles and fares as booked, the contact,
 * and Cancel (with a reason) while the trip can still be canceled. Every figure is the server's; every
 * time is on the marketplace's clock (`formatDateTime`, the host's).
 */
export function TripDetails({
  trip,
  formatPrice,
  formatDateTime,
  onCancel,
}: {
  trip: Trip;
  formatPrice: (amount: number) => string;
  formatDateTime: (instant: string) => string;
  onCancel?: (reason: string) => Promise<void>;
}) {
  const t = useTripsTranslation();
  const cancelable = onCancel && CANCELABLE.includes(trip.trip_status);
  return (
    <Flex vertical gap="middle" className="trip-details" data-testid="trip-details">
      <Flex justify="space-between" align="center" wrap gap="small">
        <h2 className="trip-details__title">{t('trips_tripNo', { id: trip.id })}</h2>
        <TripStatusTag status={trip.trip_status} />
      </Flex>
      {trip.cancellation_reason ? <span className="text-secondary">{t('trips_canceledBecause', { reason: trip.cancellation_reason })}</span> : null}
      <Card size="small" title={t('trips_statusTitle')}>
        <TripTimeline trip={trip} formatDateTime={formatDateTime} />
      </Card>
      <Card size="small">
        <TripSummary trip={trip} provider={trip.provider.name} formatDateTime={formatDateTime} />
      </Card>
      <Card size="small" title={t('trips_vehicles')}>
        <LineList
          lines={trip.lines.map((line) => ({
            key: line.vehicle_id,
            name: line.vehicle_name,
            detail: t('trips_lineFare', { quantity: line.quantity, fare: formatPrice(line.unit_fare) }),
            end: <strong>{formatPrice(line.price)}</strong>,
          }))}
        />
        <Descriptions
          size="small"
          column={1}
          items={[
            { key: 'subtotal', label: t('trips_subtotal'), children: formatPrice(trip.subtotal) },
            { key: 'tax', label: t('trips_tax'), children: <span data-testid="trip-tax">{formatPrice(trip.tax)}</span> },
            { key: 'total', label: t('trips_total'), children: <strong data-testid="trip-total">{formatPrice(trip.total_amount)}</strong> },
            { key: 'payment', label: t('trips_paymentStatus'), children: t('trips_unpaid', { method: t('trips_cash') }) },
          ]}
        />
      </Card>
      <Card size="small" title={t('trips_contact')}>
        <Flex vertical gap={4}>
          <span>{trip.contact.name}</span>
          <span>{trip.contact.number}</span>
          {trip.contact.email ? <span>{trip.contact.email}</span> : null}
          {trip.trip_note ? <span className="text-secondary">{t('trips_noteValue', { note: trip.trip_note })}</span> : null}
        </Flex>
      </Card>
      {cancelable ? (
        <div>
          <CancelTrip tripId={trip.id} onCancel={onCancel} />
        </div>
      ) : null}
    </Flex>
  );
}
