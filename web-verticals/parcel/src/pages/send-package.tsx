import type { VerticalRouteProps } from '@storefront/sdk';
import { Flex, Typography } from 'antd';
import { useState } from 'react';
import { PlacedResult } from '../send/placed-result';
import { SendForm } from '../send/send-form';
import { MyParcelsLink } from '../mine/my-parcels-link';
import { resources, useParcelTranslation } from '../strings';
import type { PlacedParcel } from '../types';

/** The strings of the parcel pages, added to the parcel namespace when this page loads. */
export { resources };

// With no chosen location yet both pins start at the map's origin, and the shopper searches a place.
const ORIGIN = { lat: 0, lng: 0 };

/** /send-package: send a package, then its tracking code and a link to follow it. */
export default function SendPackage({ host, parts, formatPrice, navigate }: VerticalRouteProps) {
  const t = useParcelTranslation();
  const [placed, setPlaced] = useState<PlacedParcel | null>(null);
  const [start] = useState(() => {
    const chosen = host.location();
    return chosen ? { lat: chosen.lat, lng: chosen.lng } : ORIGIN;
  });
  return (
    <Flex vertical gap="middle" className="parcel-page">
      <Flex component="header" justify="space-between" align="start" gap="middle" wrap>
        <div>
          <Typography.Title level={1} className="page-title">
            {t('sendTitle')}
          </Typography.Title>
          <Typography.Text type="secondary">{t('sendIntro')}</Typography.Text>
        </div>
        <MyParcelsLink host={host} navigate={navigate} />
      </Flex>
      {placed ? (
        <PlacedResult
          placed={placed}
          formatPrice={formatPrice}
          onTrack={() => navigate(`/track-package?code=${encodeURIComponent(placed.tracking_code)}`)}
          onSendAnother={() => setPlaced(null)}
        />
      ) : (
        <SendForm host={host} PointChooser={parts.PointChooser} start={start} formatPrice={formatPrice} onPlaced={setPlaced} />
      )}
    </Flex>
  );
}
