import type { VerticalRouteProps } from '@storefront/sdk';
import { Flex, Typography } from 'antd';
import { MyParcelsLink } from '../mine/my-parcels-link';
import { resources, useParcelTranslation } from '../strings';
import { TrackForm } from '../track/track-form';

/** The strings of the parcel pages, added to the parcel namespace when this page loads. */
export { resources };

/** /track-package?code=: a package's status timeline, from its code and a phone number. */
export default function TrackPackage({ host, query, formatPrice, navigate }: VerticalRouteProps) {
  const t = useParcelTranslation();
  return (
    <Flex vertical gap="middle" className="parcel-page">
      <Flex component="header" justify="space-between" align="start" gap="middle" wrap>
        <div>
          <Typography.Title level={1} className="page-title">
            {t('trackTitle')}
          </Typography.Title>
          <Typography.Text type="secondary">{t('trackIntro')}</Typography.Text>
        </div>
        <MyParcelsLink host={host} navigate={navigate} />
      </Flex>
      <TrackForm host={host} initialCode={(query.get('code') ?? '').slice(0, 10)} formatPrice={formatPrice} />
    </Flex>
  );
}
