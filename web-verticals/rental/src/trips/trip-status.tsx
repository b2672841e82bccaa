import { Steps, Tag } from 'antd';
import { TRIP_STEPS, type Trip, type TripStatus } from './types';
import { useTripsTranslation } from './strings';

const COLOURS: Record<TripStatus, string> = { pending: 'gold', confirmed: 'blue', ongoing: 'cyan', completed: 'green', canceled: 'red' };

/** A trip's status as a coloured tag. */
export function TripStatusTag({ status }: { status: TripStatus }) {
  const t = useTripsTranslation();
  return <Tag color={COLOURS[status]}>{t(`trips_status_${status}`)}</Tag>;
}

/**
 * The trip's status timeline: each status reached with its time, then the ones still ahead (none
 * after a cancel, which ends the trip).
 */
export function TripTimeline({
  trip,
  formatDateTime,
}: {
  trip: Pick<Trip, 'trip_status' | 'status_history'>;
  /** The host's: a moment on the marketplace's clock. */
  formatDateTime: (instant: string) => string;
}) {
  const t = useTripsTranslation();
  const reached = new Map(trip.status_history.map((step) => [step.status, step.at]));
  const canceled = trip.trip_status === 'canceled';
  const statuses = canceled ? trip.status_history.map((step) => step.status) : TRIP_STEPS;
  const current = Math.max(0, statuses.indexOf(trip.trip_status));
  return (
    <Steps
      direction="vertical"
      size="small"
      current={current}
      status={canceled ? 'error' : trip.trip_status === 'completed' ? 'finish' : 'process'}
      items={statuses.map((status) => {
        const at = reached.get(status);
        return { title: t(`trips_status_${status}`), description: at ? formatDateTime(at) : undefined };
      })}
    />
  );
}
