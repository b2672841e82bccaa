import { useTripTranslation } from './strings';
import { type VerticalHost, type VerticalItem } from '@storefront/sdk';
import { Alert, Button, Flex, Form, Input, InputNumber, Radio } from 'antd';
import { useState } from 'react';
import { useTripActions } from './api';
import { LIMITS, offeredTypes, pickupChoice, tripBody, type TripFormValues } from './form-model';
import { PlaceSearch } from './place-search';
import { useMarketplaceClock } from './use-marketplace-clock';

export interface TripFormProps {
  item: VerticalItem;
  host: VerticalHost;
  /** Called once the vehicle is in the trip cart. */
  onAdded: () => void;
  onCancel: () => void;
}

/**
 * The trip form of a vehicle: rental type (those its rates allow), pickup location (the chosen one by
 * default), destination (distance-wise), pickup time, hours or days, quantity. The fare is the
 * server's: it shows in the trip cart once the vehicle is added. A refusal shows the server's message.
 * The pickup time is picked on the marketplace's wall clock, from the server's now (its clock and time
 * zone, never the device's), and sent as that instant.
 */
export function TripForm({ item, host, onAdded, onCancel }: TripFormProps) {
  const t = useTripTranslation();
  const types = offeredTypes(item.extra);
  const chosen = host.location();
  const [values, setValues] = useState<TripFormValues>(() => ({
    rentalType: types[0] ?? 'hourly',
    pickup: chosen ? { address: chosen.address, lat: chosen.lat, lng: chosen.lng } : null,
    destination: null,
    pickupTime: null,
    duration: 1,
    quantity: 1,
  }));
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Places picked but not looked up yet: the trip cannot be sent before their coordinates are known.
  const [resolving, setResolving] = useState(0);
  const onResolving = (started: boolean) => setResolving((count) => count + (started ? 1 : -1));
  const actions = useTripActions(host);
  const { clock, error: clockError } = useMarketplaceClock(host);
  if (types.length === 0) return <Alert type="warning" title={t('notRentable')} />;
  const set = (change: Partial<TripFormValues>) => setValues((current) => ({ ...current, ...change }));
  const choice = clock ? pickupChoice(clock) : null;
  // The offer (an hour from now) until the shopper picks another time.
  const pickupTime = values.pickupTime ?? choice?.initial ?? '';
  const submit = async () => {
    if (!clock) return;
    const body = tripBody(item.id, { ...values, pickupTime }, clock.timeZone);
    if ('missing' in body) return setProblem(t(`missing_${body.missing}`));
    setBusy(true);
    setProblem(null);
    try {
      await actions.add(body);
      onAdded();
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };
  const durationMax = values.rentalType === 'day_wise' ? LIMITS.days : LIMITS.hours;
  return (
    <Form layout="vertical" onFinish={() => void submit()} className="trip-form">
      <Form.Item label={t('rentalType')}>
        <Radio.Group
          value={values.rentalType}
          onChange={(event) => set({ rentalType: event.target.value as TripFormValues['rentalType'], duration: 1 })}
          options={types.map((type) => ({ value: type, label: t(`type_${type}`) }))}
          optionType="button"
        />
      </Form.Item>
      <Form.Item label={t('pickup')} htmlFor="trip-pickup">
        <PlaceSearch host={host} id="trip-pickup" value={values.pickup} placeholder={t('searchPlace')} onChange={(pickup) => set({ pickup })} onResolving={onResolving} />
      </Form.Item>
      {values.rentalType === 'distance_wise' ? (
        <Form.Item label={t('destination')} htmlFor="trip-destination">
          <PlaceSearch host={host} id="trip-destination" value={values.destination} placeholder={t('searchPlace')} onChange={(destination) => set({ destination })} onResolving={onResolving} />
        </Form.Item>
      ) : null}
      <Form.Item label={t('pickupTime')} htmlFor="trip-time" extra={clock ? t('pickupTimeZone', { zone: clock.timeZone }) : undefined}>
        <Input
          id="trip-time"
          type="datetime-local"
          value={pickupTime}
          min={choice?.min}
          max={choice?.max}
          disabled={!clock}
          onChange={(event) => set({ pickupTime: event.target.value })}
        />
      </Form.Item>
      <Flex gap="middle">
        {values.rentalType === 'distance_wise' ? null : (
          <Form.Item label={t(values.rentalType === 'day_wise' ? 'days' : 'hours')} htmlFor="trip-duration">
            <InputNumber id="trip-duration" min={1} max={durationMax} precision={0} value={values.duration} onChange={(duration) => set({ duration: duration ?? 1 })} />
          </Form.Item>
        )}
        <Form.Item label={t('quantity')} htmlFor="trip-quantity">
          <InputNumber id="trip-quantity" min={1} max={LIMITS.quantity} precision={0} value={values.quantity} onChange={(quantity) => set({ quantity: quantity ?? 1 })} />
        </Form.Item>
      </Flex>
      {problem || clockError ? <Alert type="error" title={problem ?? clockError} role="alert" /> : null}
      <Flex gap="small" justify="end" style={{ marginTop: 16 }}>
        <Button onClick={onCancel}>{t('cancel')}</Button>
        <Button type="primary" htmlType="submit" loading={busy} disabled={resolving > 0 || !clock}>
          {t('addToTrip')}
        </Button>
      </Flex>
    </Form>
  );
}
