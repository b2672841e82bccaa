import { CarOutlined, DeleteOutlined } from '@ant-design/icons';
import { LineList, type VerticalSlotProps } from '@storefront/sdk';
import { Alert, Button, Descriptions, Empty, Flex, InputNumber, Popconfirm, Skeleton } from 'antd';
import { useState } from 'react';
import { useTripActions, useTripCart } from './api';
import { LIMITS } from './form-model';
import type { TripCart, TripData } from './types';
import { useTripTranslation } from './strings';

/**
 * The trip cart drawer's body (the CartDrawerBody slot): the vehicles with their quantity and
 * removal, the trip data, the subtotal, Book trip (to the trip checkout) and Clear. Every figure is the server's; a refusal shows the
 * server's message.
 */
export default function TripCartBody({ host, onContinueShopping, navigate }: VerticalSlotProps['CartDrawerBody']) {
  const t = useTripTranslation();
  const { data, error, isLoading, mutate } = useTripCart(host);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const actions = useTripActions(host);
  const run = async (change: () => Promise<TripCart>) => {
    setBusy(true);
    setProblem(null);
    try {
      await change();
    } catch (failure) {
      setProblem(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  };
  if (isLoading) return <Skeleton active />;
  if (error && !data) {
    return (
      <Alert type="error" title={t('loadFailed')} action={<Button onClick={() => void mutate()}>{t('retry')}</Button>} />
    );
  }
  if (!data || data.carts.length === 0) {
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
        <Button type="primary" onClick={onContinueShopping}>
          {t('continueShopping')}
        </Button>
      </Empty>
    );
  }
  return (
    <Flex vertical gap="middle" className="trip-cart">
      {problem ? <Alert type="error" title={problem} role="alert" closable onClose={() => setProblem(null)} /> : null}
      {data.user_data ? <TripSummary trip={data.user_data} provider={data.provider?.name ?? null} formatDateTime={host.formatDateTime} /> : null}
      <LineList
        lines={data.carts.map((line) => ({
          key: line.id,
          name: line.vehicle.name,
          detail: (
            <Flex vertical gap={4}>
              <span className="text-secondary">{t('unitFare', { fare: host.formatPrice(line.unit_fare) })}</span>
              <Flex gap="small" align="center" justify="space-between">
                <InputNumber
                  size="small"
                  min={1}
                  max={LIMITS.quantity}
                  precision={0}
                  value={line.quantity}
                  disabled={busy}
                  aria-label={t('quantityOf', { vehicle: line.vehicle.name })}
                  onChange={(quantity) => {
                    if (quantity && quantity !== line.quantity) void run(() => actions.update(line.id, quantity));
                  }}
                />
                <strong data-testid="trip-line-price">{host.formatPrice(line.price)}</strong>
              </Flex>
            </Flex>
          ),
          end: (
            <Button
              type="text"
              danger
              icon={<DeleteOutlined aria-hidden />}
              aria-label={t('remove', { vehicle: line.vehicle.name })}
              disabled={busy}
              onClick={() => void run(() => actions.remove(line.vehicle_id))}
            />
          ),
        }))}
      />
      <Flex justify="space-between" className="trip-cart__subtotal">
        <strong>{t('subtotal')}</strong>
        <strong data-testid="trip-subtotal">{host.formatPrice(data.subtotal)}</strong>
      </Flex>
      <Flex justify="space-between">
        <span>{data.tax_included ? t('taxIncluded') : t('tax')}</span>
        <span data-testid="trip-tax">{host.formatPrice(data.tax)}</span>
      </Flex>
      <Flex justify="space-between" className="trip-cart__subtotal">
        <strong>{t('total')}</strong>
        <strong data-testid="trip-cart-total">{host.formatPrice(data.total)}</strong>
      </Flex>
      <Button type="primary" size="large" block disabled={busy} onClick={() => navigate('/rental/trip-checkout')}>
        {t('bookTrip')}
      </Button>
      <Popconfirm title={t('clearConfirm')} okText={t('yes')} cancelText={t('no')} onConfirm={() => run(() => actions.clear())}>
        <Button danger block disabled={busy}>
          {t('clear')}
        </Button>
      </Popconfirm>
    </Flex>
  );
}

/** The trip's data: from, to, when (on the marketplace's clock: the host's `formatDateTime`), and how long or how far. */
export function TripSummary({ trip, provider, formatDateTime }: { trip: TripData; provider: string | null; formatDateTime: (instant: string) => string }) {
  const t = useTripTranslation();
  const when = formatDateTime(trip.pickup_time);
  const length =
    trip.rental_type === 'hourly'
      ? t('hoursValue', { count: trip.estimated_hours ?? 0 })
      : trip.rental_type === 'day_wise'
        ? t('daysValue', { count: trip.estimated_days ?? 0 })
        : t('distanceValue', { distance: trip.distance_km ?? 0 });
  const items = [
    ...(provider ? [{ key: 'provider', label: t('provider'), children: provider }] : []),
    { key: 'type', label: t('rentalType'), children: t(`type_${trip.rental_type}`) },
    { key: 'from', label: t('from'), children: trip.pickup_location.address },
    ...(trip.destination_location ? [{ key: 'to', label: t('to'), children: trip.destination_location.address }] : []),
    { key: 'when', label: t('when'), children: when },
    { key: 'length', label: t(trip.rental_type === 'distance_wise' ? 'distance' : 'howLong'), children: length },
  ];
  return <Descriptions title={t('tripData')} size="small" column={1} items={items} />;
}
