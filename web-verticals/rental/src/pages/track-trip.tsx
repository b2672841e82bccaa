import { type VerticalRouteProps } from '@storefront/sdk';
import { Button, Card, Flex, Form, Input } from 'antd';
import { useState } from 'react';
import { keepPhoneCharacters } from '../trips/contact';
import { useTripsTranslation } from '../trips/strings';
import type { GuestPass } from '../trips/types';
import { TripView } from '../trips/trip-view';

export { resources } from '../trips/strings';

/**
 * 'Track Trip' (/track-order in the rental module, and /rental/track-order): a trip by its number,
 * and for a guest the phone number given with it (the server also asks for the guest id this browser
 * holds), then its status timeline and details.
 */
export default function TrackTrip(props: VerticalRouteProps) {
  const t = useTripsTranslation();
  const owner = props.host.owner();
  const isGuest = owner?.kind !== 'customer';
  const start = Number(props.query.get('id'));
  const [tracked, setTracked] = useState<{ id: number; guest: GuestPass | null } | null>(null);
  const submit = (values: { trip_id: string; contact_number?: string }) => {
    const guest = isGuest ? { guest_id: owner?.kind === 'guest' ? owner.guestId : '', contact_number: values.contact_number ?? '' } : null;
    setTracked({ id: Number(values.trip_id.trim()), guest });
  };
  return (
    <Flex vertical gap="large">
      <h1 className="page-title">{t('trips_trackTitle')}</h1>
      {tracked ? (
        <>
          <div>
            <Button onClick={() => setTracked(null)}>{t('trips_trackAnother')}</Button>
          </div>
          <TripView key={`${tracked.id}:${tracked.guest?.contact_number ?? ''}`} {...props} id={tracked.id} guest={tracked.guest} />
        </>
      ) : (
        <Card className="narrow-page">
          <p className="text-secondary">{t(isGuest ? 'trips_trackIntroGuest' : 'trips_trackIntro')}</p>
          <Form layout="vertical" initialValues={{ trip_id: start > 0 ? String(start) : '' }} onFinish={submit}>
            <Form.Item
              name="trip_id"
              label={t('trips_tripId')}
              normalize={(value: string) => value.replace(/\D/g, '')}
              rules={[{ required: true, message: t('trips_tripIdRequired') }]}
            >
              <Input inputMode="numeric" maxLength={18} />
            </Form.Item>
            {isGuest ? (
              <Form.Item name="contact_number" label={t('trips_contactNumber')} normalize={keepPhoneCharacters} rules={[{ required: true, message: t('trips_phoneRequired') }]}>
                <Input inputMode="tel" maxLength={30} autoComplete="tel" />
              </Form.Item>
            ) : null}
            <Button type="primary" htmlType="submit">
              {t('trips_track')}
            </Button>
          </Form>
        </Card>
      )}
    </Flex>
  );
}
